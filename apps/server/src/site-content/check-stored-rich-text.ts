import { type Db, eq, isNull, newsArticles, or, webSettings } from '@webku/db';
import type { Logger } from 'pino';
import { richTextFields } from './rich-text';

// Rows read at a time: each field holds at most 500,000 characters, so a batch stays a few MB.
const BATCH = 20;

/**
 * Rich text stored before the limits existed (its *_over_limits flag is null) is sanitised once,
 * with over-limit text shaped to the limits and flagged, exactly as a write does today. Runs at
 * start-up, before the server answers; each field costs a bounded few milliseconds, and a second
 * start finds nothing to do. Instances starting together may both check a row: the result is the same.
 */
export async function checkStoredRichText(db: Db, logger: Logger): Promise<void> {
  const web = richTextFields('terms_and_conditions', 'privacy_policy');
  const news = richTextFields('content');
  let checked = 0;
  let flagged = 0;
  for (;;) {
    const rows = await db
      .select({
        id: webSettings.id,
        terms_and_conditions: webSettings.terms_and_conditions,
        privacy_policy: webSettings.privacy_policy,
      })
      .from(webSettings)
      .where(
        or(
          isNull(webSettings.terms_and_conditions_over_limits),
          isNull(webSettings.privacy_policy_over_limits),
        ),
      )
      .limit(BATCH);
    if (!rows.length) break;
    for (const { id, ...fields } of rows) {
      const stored = web({
        ...fields,
        terms_and_conditions_over_limits: null as boolean | null,
        privacy_policy_over_limits: null as boolean | null,
      });
      await db.update(webSettings).set(stored).where(eq(webSettings.id, id));
      checked++;
      if (stored.terms_and_conditions_over_limits || stored.privacy_policy_over_limits) flagged++;
    }
  }
  for (;;) {
    const rows = await db
      .select({ id: newsArticles.id, content: newsArticles.content })
      .from(newsArticles)
      .where(isNull(newsArticles.content_over_limits))
      .limit(BATCH);
    if (!rows.length) break;
    for (const { id, content } of rows) {
      const stored = news({ content, content_over_limits: null as boolean | null });
      await db.update(newsArticles).set(stored).where(eq(newsArticles.id, id));
      checked++;
      if (stored.content_over_limits) flagged++;
    }
  }
  if (checked) logger.info({ checked, flagged }, 'rich text stored before the limits sanitised once');
}
