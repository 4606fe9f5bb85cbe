import type { Webku } from '../../../apps/server/src/server';
import { recordContentChange } from '../../../apps/server/src/site-content/content-changes';

/**
 * A test's direct write to a site's tables, made known as the app's own writes are: the site's content
 * version moves on (so no page stored at the old one is served, on any instance) and this process's caches
 * catch up.
 */
export async function siteChanged(webku: Pick<Webku, 'db' | 'content'>, companyId: number): Promise<void> {
  await recordContentChange(webku.db, companyId);
  await webku.content.contentChanged(companyId);
}
