import type { HeroSectionInput } from '@webku/contract';
import { type Db, heroSections } from '@webku/db';
import { withoutTenant } from '../admin-content/admin-output';
import type { CompanyScope } from '../admin-content/tenant-list';
import { tenantSingleton } from '../admin-content/tenant-singleton';

const hero = tenantSingleton(heroSections, {
  notFound: 'Hero section not found',
  exists: 'Hero section already exists',
});

export async function getHeroSection(db: Db, options: CompanyScope) {
  return withoutTenant(await hero.get(db, options));
}

// The hero editor has one button: save creates the section the first time and updates it after.
export async function saveHeroSection(
  db: Db,
  { companyId, input }: CompanyScope & { input: HeroSectionInput },
) {
  return withoutTenant(await hero.upsert(db, { companyId, values: input }));
}
