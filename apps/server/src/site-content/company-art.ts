import { type ArtKind, classifyBusiness, isArtKind } from '@webku/content-packs';
import { companies, type DbOrTx, eq } from '@webku/db';

export type ArtSource = { art_kind: string | null; business_type: string | null; description: string | null };

/**
 * The company's set of built-in pictures, the fallback wherever the owner has no photo: the one
 * generation chose for the kind of business, kept whatever template the owner picks later. A site
 * generated before the choice was stored gets the kind its business type and description name.
 */
export function companyArt(company: ArtSource): ArtKind {
  if (company.art_kind && isArtKind(company.art_kind)) return company.art_kind;
  return classifyBusiness(company.business_type ?? '', company.description ?? '').art;
}

export async function loadCompanyArt(db: DbOrTx, companyId: number): Promise<ArtKind | null> {
  const [company] = await db
    .select({
      art_kind: companies.art_kind,
      business_type: companies.business_type,
      description: companies.description,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company ? companyArt(company) : null;
}
