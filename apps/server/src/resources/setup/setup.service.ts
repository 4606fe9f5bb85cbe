import { isReservedSlug, type SetupPayload, toCompanySlug, withSlugSuffix } from '@webku/contract';
import { companies, type Db, type DbOrTx, isUniqueViolation, sql } from '@webku/db';
import { ALREADY_HAS_A_WEBSITE, ConflictError } from '../../errors';
import { GENERATE_SITE_JOB, type GenerateSitePayload } from '../../jobs/generate-site.job';
import { enqueueJob } from '../../jobs/job-runner';

const MAX_SLUG_ATTEMPTS = 5;

export type CreatedSite = { company: { id: number; name: string; slug: string }; jobId: number };

// Creates the company and its generation job in one transaction; the job runner writes the content.
export async function createSite(
  db: Db,
  options: { userId: number; input: SetupPayload },
): Promise<CreatedSite> {
  const base = toCompanySlug(options.input.brand_name);
  for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: companies.id })
          .from(companies)
          .where(sql`${companies.owner_user_id} = ${options.userId}`)
          .for('update');
        if (existing.length) throw new ConflictError(ALREADY_HAS_A_WEBSITE);
        const slug = await freeSlug(tx, base);
        const [company] = await tx
          .insert(companies)
          .values({
            owner_user_id: options.userId,
            name: options.input.brand_name,
            slug,
            description: options.input.short_description,
            business_type: options.input.business_type,
            web_language: options.input.web_language,
          })
          .returning({ id: companies.id, name: companies.name, slug: companies.slug });
        const payload: GenerateSitePayload = { input: options.input };
        const job = await enqueueJob(tx, { type: GENERATE_SITE_JOB, company_id: company!.id, payload });
        return { company: company!, jobId: job.id };
      });
    } catch (error) {
      // Two owners racing for the same slug: the loser picks the next free one.
      if (!isUniqueViolation(error)) throw error;
      if (await ownsCompany(db, options.userId)) throw new ConflictError(ALREADY_HAS_A_WEBSITE);
    }
  }
  throw new ConflictError('Alamat website untuk brand ini belum bisa dibuat. Silakan coba lagi');
}

async function freeSlug(db: DbOrTx, base: string): Promise<string> {
  const rows = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(sql`${companies.slug} = ${base} or ${companies.slug} like ${`${base}-%`}`);
  const taken = new Set(rows.map((r) => r.slug));
  if (!isReservedSlug(base) && !taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = withSlugSuffix(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

async function ownsCompany(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`${companies.owner_user_id} = ${userId}`);
  return rows.length > 0;
}
