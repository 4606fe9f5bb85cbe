import { type MerchandiseImage, type MerchandiseImageInput, withTranslationsIfAny } from '@webku/contract';
import { and, asc, type DbOrTx, eq, inArray, merchandiseImages } from '@webku/db';
import { ValidationError } from '../errors';

type ImageRow = typeof merchandiseImages.$inferSelect;

const toImage = ({ merchandise_item_id: _item, ...image }: ImageRow): MerchandiseImage =>
  withTranslationsIfAny(image);

// Every item's gallery in display order, keyed by item id.
export async function imagesByItem(db: DbOrTx, itemIds: number[]): Promise<Map<number, MerchandiseImage[]>> {
  const rows = itemIds.length
    ? await db
        .select()
        .from(merchandiseImages)
        .where(inArray(merchandiseImages.merchandise_item_id, itemIds))
        .orderBy(asc(merchandiseImages.display_order), asc(merchandiseImages.id))
    : [];
  const byItem = new Map<number, MerchandiseImage[]>(itemIds.map((id) => [id, []]));
  for (const row of rows) byItem.get(row.merchandise_item_id)?.push(toImage(row));
  return byItem;
}

// The gallery is saved as a whole: images sent back with their id are updated, the others are new,
// and any stored image left out is deleted. Runs inside the caller's transaction.
export async function replaceImages(
  tx: DbOrTx,
  itemId: number,
  images: MerchandiseImageInput[],
): Promise<MerchandiseImage[]> {
  const stored = await tx
    .select({ id: merchandiseImages.id })
    .from(merchandiseImages)
    .where(eq(merchandiseImages.merchandise_item_id, itemId));
  const storedIds = new Set(stored.map((row) => row.id));
  const kept = new Set<number>();
  const plan = images.map((image, index) => {
    // The contract's refine does not run on a missing key, so an absent image_url is caught here.
    if (!image.image_url) throw new ValidationError(`Galeri gambar ke-${index + 1}: URL gambar wajib diisi`);
    const values = {
      image_url: image.image_url,
      alt_text: image.alt_text ?? null,
      display_order: image.display_order ?? index + 1,
      ...(image.translations ? { translations: image.translations } : {}),
    };
    // An id that is not this item's (or is sent twice) is treated as a new image.
    const keep = image.id !== undefined && storedIds.has(image.id) && !kept.has(image.id);
    if (keep) kept.add(image.id!);
    return { id: keep ? image.id : undefined, values };
  });

  const ofItem = eq(merchandiseImages.merchandise_item_id, itemId);
  const dropped = [...storedIds].filter((id) => !kept.has(id));
  if (dropped.length)
    await tx.delete(merchandiseImages).where(and(ofItem, inArray(merchandiseImages.id, dropped)));
  for (const { id, values } of plan) {
    if (id === undefined)
      await tx.insert(merchandiseImages).values({ ...values, merchandise_item_id: itemId });
    else
      await tx
        .update(merchandiseImages)
        .set(values)
        .where(and(ofItem, eq(merchandiseImages.id, id)));
  }
  return (await imagesByItem(tx, [itemId])).get(itemId) ?? [];
}
