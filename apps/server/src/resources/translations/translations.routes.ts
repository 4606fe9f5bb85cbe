import { type TranslationSuggestions, translationSuggestInputSchema } from '@webku/contract';
import type { Db } from '@webku/db';
import { sanitizeRichText } from '@webku/site';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { callerCompany } from '../../auth/bearer';
import { AppError, NotFoundError, ValidationError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import type { ContentProviderConfig } from '../../providers/content';
import { LlmTranslator } from '../../providers/content/llm-translate';
import { ContentProviderError } from '../../providers/content/openai-chat';
import { readSiteLanguages } from '../../site-content/site-languages';

const OFF =
  'Terjemahan otomatis tidak tersedia di server ini. Isi terjemahannya sendiri di kolom bahasa kedua.';
const NO_SECOND_LANGUAGE =
  'Website ini belum punya bahasa kedua. Nyalakan dulu di Pengaturan Web, tab Umum, lalu tekan Terjemahkan lagi.';
const FAILED =
  'Layanan terjemahan sedang tidak bisa dihubungi. Coba lagi sebentar lagi, atau isi terjemahannya sendiri.';

/**
 * "Terjemahkan": `GET /` says whether it is offered (an LLM provider is configured); `POST /suggest`
 * translates the main language's texts the admin sends (those whose translation is empty) into the
 * site's second language and answers them as suggestions. Nothing is saved: the owner reads and saves.
 */
export function translationRoutes(
  db: Db,
  content: ContentProviderConfig,
  limit: MiddlewareHandler<AppEnv>,
  logger: Logger,
) {
  const translator = content.kind === 'openai-compatible' ? new LlmTranslator(content) : null;
  const app = new Hono<AppEnv>();
  app.get('/', (c) => c.json({ data: { available: translator !== null } }));
  app.post('/suggest', async (c, next) => {
    if (!translator) throw new NotFoundError(OFF);
    return limit(c, next);
  });
  app.post('/suggest', async (c) => {
    const { texts } = await parseJson(c, translationSuggestInputSchema);
    const company = callerCompany(c.var.auth);
    const site = await readSiteLanguages(db, company.id);
    const second = site.second;
    if (!second) throw new ValidationError(NO_SECOND_LANGUAGE);
    let suggestions: Record<string, string>;
    try {
      suggestions = await translator!.translate(site.main, second, texts);
    } catch (error) {
      if (!(error instanceof ContentProviderError)) throw error;
      logger.warn({ err: error }, 'translation suggestion failed');
      throw new AppError('provider-failed', FAILED);
    }
    // Rich text comes back as HTML: only what the site would keep of it is offered.
    for (const [key, text] of Object.entries(suggestions))
      if (/<[a-z]/i.test(texts[key] ?? '')) suggestions[key] = sanitizeRichText(text);
    return c.json({ data: { language: second, suggestions } satisfies TranslationSuggestions });
  });
  return app;
}
