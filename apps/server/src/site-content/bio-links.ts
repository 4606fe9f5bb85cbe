import {
  BIO_CUSTOM_KEY,
  BIO_SITE_KEYS,
  type BioLinksInput,
  bioLinkUrlProblem,
  type StoredBioButton,
} from '@webku/contract';
import { bioLinks, type DbOrTx, eq } from '@webku/db';

// The link-in-bio page's arrangement (order, hidden buttons, the owner's own links), one row per company.

/** What is stored, read defensively: an entry that is not a known button (or an https own link) is left out. */
export function storedBioButtons(value: unknown): StoredBioButton[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): StoredBioButton[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { key, label, url, is_visible } = entry as Record<string, unknown>;
    const visible = is_visible !== false;
    if (key === BIO_CUSTOM_KEY)
      return typeof label === 'string' && typeof url === 'string' && bioLinkUrlProblem(url, label) === null
        ? [{ key, label, url, is_visible: visible }]
        : [];
    return (BIO_SITE_KEYS as readonly unknown[]).includes(key)
      ? [{ key: key as (typeof BIO_SITE_KEYS)[number], is_visible: visible }]
      : [];
  });
}

/** The company's arrangement, or null while the owner has not saved one (the site's default order). */
export async function readBioButtons(db: DbOrTx, companyId: number): Promise<StoredBioButton[] | null> {
  const [row] = await db
    .select({ buttons: bioLinks.buttons })
    .from(bioLinks)
    .where(eq(bioLinks.company_id, companyId));
  return row ? storedBioButtons(row.buttons) : null;
}

/** What the owner saved, as stored: a site button's key and visibility; an own link's label and address. */
export function toStoredBioButtons(input: BioLinksInput): StoredBioButton[] {
  return input.buttons.map((button) =>
    button.key === BIO_CUSTOM_KEY
      ? { key: BIO_CUSTOM_KEY, label: button.label, url: button.url, is_visible: button.is_visible }
      : { key: button.key, is_visible: button.is_visible },
  );
}

/** Inside the caller's transaction (which records the change): replaces the arrangement; null removes it. */
export async function writeBioButtons(
  tx: DbOrTx,
  companyId: number,
  buttons: readonly StoredBioButton[] | null,
): Promise<void> {
  if (buttons === null) {
    await tx.delete(bioLinks).where(eq(bioLinks.company_id, companyId));
    return;
  }
  await tx
    .insert(bioLinks)
    .values({ company_id: companyId, buttons: [...buttons] })
    .onConflictDoUpdate({
      target: bioLinks.company_id,
      set: { buttons: [...buttons], updated_at: new Date() },
    });
}
