import { minimalisCoffeeShop } from '@webku/contract';
import { companies, count, type Db, users } from '@webku/db';
import type { Logger } from 'pino';
import { hashPassword } from '../auth/password';
import { GENERATE_SITE_JOB, type GenerateSitePayload } from '../jobs/generate-site.job';
import { enqueueJob } from '../jobs/job-runner';

export const DEMO_EMAIL = 'demo@webku.local';
export const DEMO_PASSWORD = 'kopisenja123';
export const DEMO_SLUG = 'kopi-senja';

// Outside production an empty database gets a full demo site, so a newcomer sees Webku at work at once.
export async function seedDemo(db: Db, logger: Logger): Promise<void> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name: 'Demo Kopi Senja', email: DEMO_EMAIL, password_hash: passwordHash })
      .returning();
    const input: GenerateSitePayload['input'] = {
      brand_name: 'Kopi Senja',
      business_type: 'Kedai kopi',
      web_language: 'indonesia',
      template_selected: minimalisCoffeeShop.id,
      title_text_font_family: 'Comfortaa, sans-serif',
      // Written the way an owner would, prices and hours included: the site shows exactly these.
      short_description:
        'Kedai kopi di Bandung. Es kopi susu gula aren 22rb, kopi tubruk 15rb, roti bakar cokelat keju 18rb, pisang goreng 12rb. Buka tiap hari jam 8 pagi - 10 malam.',
    };
    const [company] = await tx
      .insert(companies)
      .values({
        owner_user_id: user!.id,
        name: input.brand_name,
        slug: DEMO_SLUG,
        description: input.short_description,
        business_type: input.business_type,
        web_language: input.web_language,
      })
      .returning();
    await enqueueJob(tx, { type: GENERATE_SITE_JOB, company_id: company!.id, payload: { input } });
  });
  logger.info({ email: DEMO_EMAIL, slug: DEMO_SLUG }, 'demo site created');
}
