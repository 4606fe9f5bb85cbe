import type { NewsArticle, NewsArticleInput } from '@webku/contract';
import { newsArticles } from '@webku/db';
import { withoutTenant } from '../admin-content/admin-output';
import type { CrudService } from '../admin-content/crud-routes';
import { sanitizeStoredHtml } from '../admin-content/rich-text';
import { tenantList } from '../admin-content/tenant-list';

const rows = tenantList(newsArticles, 'News article not found');

const toArticle = (row: typeof newsArticles.$inferSelect): NewsArticle => ({
  ...withoutTenant(row),
  created_at: row.created_at.toISOString(),
});

// The owners' calendar day: the business is in Indonesia whatever the server's time zone.
export function todayInJakarta(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// Article HTML is shown on the public site: only the editor's formatting survives the write.
function toValues({ content, created_date, ...input }: NewsArticleInput) {
  return {
    ...input,
    content: sanitizeStoredHtml(content),
    created_date: created_date === '' ? null : created_date,
  };
}

export const newsService: CrudService<NewsArticleInput, NewsArticle> = {
  list: async (db, options) => (await rows.list(db, options)).map(toArticle),

  // Spec §4: a new article is published, dated today, unless the owner said otherwise.
  create: async (db, { companyId, input }) => {
    const values = toValues(input);
    const row = await rows.create(db, {
      companyId,
      values: {
        ...values,
        is_published: values.is_published ?? true,
        created_date: values.created_date || todayInJakarta(),
      },
    });
    return toArticle(row);
  },

  update: async (db, { input, ...scope }) =>
    toArticle(await rows.update(db, { ...scope, values: toValues(input) })),
  remove: async (db, options) => toArticle(await rows.remove(db, options)),
};
