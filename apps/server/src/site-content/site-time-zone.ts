import { placeZone } from '@webku/content-packs';
import { SITE_TIME_ZONE_BY_ABBREVIATION, type SiteTimeZone, siteTimeZone } from '@webku/contract';
import { and, type DbOrTx, eq, webSettings } from '@webku/db';
import { contentStores } from './content-stores';

/** The site's zone as stored (WIB for a site without web settings). */
export async function readSiteTimeZone(db: DbOrTx, companyId: number): Promise<SiteTimeZone> {
  const [row] = await db
    .select({ zone: webSettings.time_zone })
    .from(webSettings)
    .where(eq(webSettings.company_id, companyId));
  return siteTimeZone(row?.zone);
}

/** The zone the stores' cities name: the first store, active ones first, whose city is a known place. */
export function proposedTimeZone(stores: readonly { city: string | null; is_active?: boolean }[]) {
  const ordered = [
    ...stores.filter((s) => s.is_active !== false),
    ...stores.filter((s) => s.is_active === false),
  ];
  for (const store of ordered) {
    const zone = placeZone(store.city);
    if (zone) return SITE_TIME_ZONE_BY_ABBREVIATION[zone];
  }
  return null;
}

/**
 * Until the owner picks a zone, the site's follows the city of its first store: run in the transaction
 * of every write of the stores (and of the whole site), so the change reaches every cache with it.
 */
export async function followStoresCity(tx: DbOrTx, companyId: number): Promise<void> {
  const zone = proposedTimeZone(await contentStores.stores.list(tx, companyId));
  if (!zone) return;
  await tx
    .update(webSettings)
    .set({ time_zone: zone })
    .where(and(eq(webSettings.company_id, companyId), eq(webSettings.time_zone_chosen, false)));
}
