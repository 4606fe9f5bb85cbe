import { addDays, BIO_CLICK_DAYS, type BioLinks, type BioLinksInput } from '@webku/contract';
import { and, type Db, gte, sql, visitBioClicks } from '@webku/db';
import { bioButtons } from '@webku/site';
import { readBioButtons, toStoredBioButtons, writeBioButtons } from '../../site-content/bio-links';
import { loadCompanyArt } from '../../site-content/company-art';
import type { ServiceDeps } from '../../site-content/services';
import { readSiteLanguages } from '../../site-content/site-languages';
import { ownedBy } from '../../site-content/tenant-store';
import type { PublicService } from '../public/public.service';

export type BioLinksDeps = {
  db: Db;
  write: ServiceDeps['write'];
  publicService: Pick<PublicService, 'fresh'>;
  /** The site's canonical address ('https://domain', or the platform's '/{slug}'). */
  siteUrl: (company: { id: number; slug: string }) => Promise<string>;
  /** The site's day today, for the taps of the last 28 days. */
  today: (companyId: number) => Promise<string>;
};

/**
 * The "Link Bio" screen's list: every button the page can show in the owner's order (hidden ones too),
 * with the address it opens and its taps over the last 28 days, and the page's own address.
 */
export async function loadBioLinks(
  deps: BioLinksDeps,
  company: { id: number; slug: string },
): Promise<BioLinks> {
  const base = await deps.siteUrl(company);
  const [payload, stored, art, clicks, { main }] = await Promise.all([
    deps.publicService.fresh(company.id),
    readBioButtons(deps.db, company.id),
    loadCompanyArt(deps.db, company.id),
    bioClicks(deps, company.id),
    readSiteLanguages(deps.db, company.id),
  ]);
  const buttons = bioButtons({ payload, stored, basePath: base, language: main, art });
  return {
    buttons: buttons.map((button) => ({
      key: button.key,
      label: button.label,
      url: button.url,
      is_visible: button.is_visible,
      clicks: clicks.get(button.id) ?? 0,
    })),
    address: `${base}/links`,
  };
}

/** Saves the arrangement (the change reaches the cached page) and answers the list as `loadBioLinks` does. */
export async function saveBioLinks(
  deps: BioLinksDeps,
  company: { id: number; slug: string },
  input: BioLinksInput,
): Promise<BioLinks> {
  await deps.write(company.id, (tx) => writeBioButtons(tx, company.id, toStoredBioButtons(input)));
  return loadBioLinks(deps, company);
}

// Taps per button id over the last BIO_CLICK_DAYS days, today included.
async function bioClicks(deps: BioLinksDeps, companyId: number): Promise<Map<string, number>> {
  const since = addDays(await deps.today(companyId), -(BIO_CLICK_DAYS - 1));
  const clicks = sql<number>`coalesce(sum(${visitBioClicks.clicks}), 0)::int`;
  const rows = await deps.db
    .select({ button: visitBioClicks.button, clicks })
    .from(visitBioClicks)
    .where(and(ownedBy(visitBioClicks, companyId), gte(visitBioClicks.day, since)))
    .groupBy(visitBioClicks.button);
  return new Map(rows.map((row) => [row.button, row.clicks]));
}
