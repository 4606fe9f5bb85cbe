import {
  type MerchandiseItem,
  type MerchandiseItemInput,
  type NewsArticle,
  type NewsArticleInput,
  type SoldOutInput,
  type Store,
  type StoreInput,
  siteDay,
} from '@webku/contract';
import type { DbOrTx, merchandiseItems, newsArticles, stores } from '@webku/db';
import { contentStores } from './content-stores';
import { imagesByItem, replaceImages } from './merchandise-images';
import type { ListService, ServiceDeps, SoldOutSwitch } from './services';
import { followStoresCity, readSiteTimeZone } from './site-time-zone';
import { soldOutValues, withSoldOut } from './sold-out';
import { type TenantStore, type TenantTable, withoutTenant } from './tenant-store';

// One implementation for the lists whose records are one row each; the entity says how input becomes
// columns (create may add defaults, read in the write's transaction), a row becomes the contract's shape,
// and what else a write changes in the same transaction (`afterWrite`).
function listService<T extends TenantTable, Input, Output>(
  { db, write }: ServiceDeps,
  store: TenantStore<T>,
  entity: {
    toValues: (input: Input) => object;
    createValues?: (input: Input, tx: DbOrTx, companyId: number) => Promise<object>;
    toOutput: (row: T['$inferSelect']) => Output;
    afterWrite?: (tx: DbOrTx, companyId: number) => Promise<void>;
  },
): ListService<Input, Output> {
  const createValues = entity.createValues ?? (async (input: Input) => entity.toValues(input));
  const written = async (tx: DbOrTx, companyId: number, row: T['$inferSelect']) => {
    await entity.afterWrite?.(tx, companyId);
    return entity.toOutput(row);
  };
  return {
    list: async (companyId) => (await store.list(db, companyId)).map(entity.toOutput),
    create: (companyId, input) =>
      write(companyId, async (tx) =>
        written(
          tx,
          companyId,
          await store.append(tx, companyId, (await createValues(input, tx, companyId)) as never),
        ),
      ),
    update: (scope, input) =>
      write(scope.companyId, async (tx) =>
        written(tx, scope.companyId, await store.update(tx, scope, entity.toValues(input) as never)),
      ),
    remove: (scope) =>
      write(scope.companyId, async (tx) => written(tx, scope.companyId, await store.remove(tx, scope))),
  };
}

// opening_hours arrives already checked by the contract: monday..sunday once each, 'HH:MM' times.
export const storesService = (deps: ServiceDeps): ListService<StoreInput, Store> =>
  listService<typeof stores, StoreInput, Store>(deps, contentStores.stores, {
    toValues: (input) => input,
    toOutput: withoutTenant,
    // The site's zone follows its first store's city until the owner picks one.
    afterWrite: followStoresCity,
  });

// The article's HTML is sanitised by the store (content-stores.ts).
function articleValues({ created_date, ...input }: NewsArticleInput) {
  return { ...input, created_date: created_date === '' ? null : created_date };
}

export const newsService = (deps: ServiceDeps): ListService<NewsArticleInput, NewsArticle> =>
  listService<typeof newsArticles, NewsArticleInput, NewsArticle>(deps, contentStores.news, {
    toValues: articleValues,
    // A new article is published, dated today in the site's zone, unless the owner said otherwise.
    createValues: async (input, tx, companyId) => {
      const values = articleValues(input);
      return {
        ...values,
        is_published: values.is_published ?? true,
        created_date: values.created_date || siteDay(Date.now(), await readSiteTimeZone(tx, companyId)),
      };
    },
    toOutput: (row) => ({ ...withoutTenant(row), created_at: row.created_at.toISOString() }),
  });

const merchandiseRows = contentStores.merchandise;

const toMerchandise = (
  row: typeof merchandiseItems.$inferSelect,
  images: MerchandiseItem['images'],
): MerchandiseItem => ({ ...withSoldOut(withoutTenant(row)), images });

// The item and its gallery are written in one transaction, so a failed image never leaves half an item.
export const merchandiseService = ({
  db,
  write,
}: ServiceDeps): ListService<MerchandiseItemInput, MerchandiseItem> & SoldOutSwitch<MerchandiseItem> => ({
  list: async (companyId) => {
    const items = await merchandiseRows.list(db, companyId);
    const images = await imagesByItem(
      db,
      items.map((item) => item.id),
    );
    return items.map((item) => toMerchandise(item, images.get(item.id) ?? []));
  },

  create: (companyId, { images, ...values }) =>
    write(companyId, async (tx) => {
      const row = await merchandiseRows.append(tx, companyId, values);
      return toMerchandise(row, await replaceImages(tx, row.id, images ?? []));
    }),

  // Without `images` in the body the stored gallery is left as it is.
  update: (scope, { images, ...values }) =>
    write(scope.companyId, async (tx) => {
      const row = await merchandiseRows.update(tx, scope, values);
      const gallery = images
        ? await replaceImages(tx, scope.id, images)
        : ((await imagesByItem(tx, [scope.id])).get(scope.id) ?? []);
      return toMerchandise(row, gallery);
    }),

  remove: (scope) =>
    write(scope.companyId, async (tx) => {
      const images = await imagesByItem(tx, [scope.id]);
      const row = await merchandiseRows.remove(tx, scope);
      return toMerchandise(row, images.get(row.id) ?? []);
    }),

  setSoldOut: (scope, input: SoldOutInput) =>
    write(scope.companyId, async (tx) => {
      const values = soldOutValues(input, await readSiteTimeZone(tx, scope.companyId));
      const row = await merchandiseRows.update(tx, scope, values);
      return toMerchandise(row, (await imagesByItem(tx, [scope.id])).get(scope.id) ?? []);
    }),
});
