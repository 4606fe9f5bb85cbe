import type { MerchandiseItem, MerchandiseItemInput } from '@webku/contract';
import { merchandiseItems } from '@webku/db';
import { withoutTenant } from '../admin-content/admin-output';
import type { CrudService } from '../admin-content/crud-routes';
import { tenantList } from '../admin-content/tenant-list';
import { imagesByItem, replaceImages } from './merchandise-images';

const rows = tenantList(merchandiseItems, 'Merchandise item not found');

type ItemRow = typeof merchandiseItems.$inferSelect;

const toItem = (row: ItemRow, images: MerchandiseItem['images']): MerchandiseItem => ({
  ...withoutTenant(row),
  images,
});

// The item and its gallery are written in one transaction, so a failed image never leaves half an item.
export const merchandiseService: CrudService<MerchandiseItemInput, MerchandiseItem> = {
  list: async (db, options) => {
    const items = await rows.list(db, options);
    const images = await imagesByItem(
      db,
      items.map((item) => item.id),
    );
    return items.map((item) => toItem(item, images.get(item.id) ?? []));
  },

  create: (db, { companyId, input: { images, ...values } }) =>
    db.transaction(async (tx) => {
      const row = await rows.create(tx, { companyId, values });
      return toItem(row, await replaceImages(tx, row.id, images ?? []));
    }),

  // Without `images` in the body the stored gallery is left as it is.
  update: (db, { companyId, id, input: { images, ...values } }) =>
    db.transaction(async (tx) => {
      const row = await rows.update(tx, { companyId, id, values });
      const gallery = images
        ? await replaceImages(tx, id, images)
        : ((await imagesByItem(tx, [id])).get(id) ?? []);
      return toItem(row, gallery);
    }),

  remove: (db, options) =>
    db.transaction(async (tx) => {
      const images = await imagesByItem(tx, [options.id]);
      const row = await rows.remove(tx, options);
      return toItem(row, images.get(row.id) ?? []);
    }),
};
