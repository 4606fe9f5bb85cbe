import { type Db, plans, sql } from '@webku/db';

type NewPlan = typeof plans.$inferInsert;

// Yearly hosting, in whole rupiah: alone for a domain the owner already holds, or with a .com domain
// registered for them. The last one is retired: the plans screen shows it as 'Tidak Tersedia'.
export const DEFAULT_PLANS: NewPlan[] = [
  {
    name: 'Paket Hosting',
    subscription_level: 'hosting',
    description:
      'Hosting 1 tahun untuk domain yang sudah Anda miliki (.id, .my.id, .biz.id, .co.id, .com, dan lainnya), HTTPS otomatis.',
    price: 199_000,
    discount: 0,
    is_include_domain: false,
    display_order: 0,
  },
  {
    name: 'Paket Hemat',
    subscription_level: 'basic',
    description: 'Domain .com dan hosting 1 tahun untuk satu website usaha, sertifikat HTTPS otomatis.',
    price: 299_000,
    discount: 0,
    display_order: 1,
  },
  {
    name: 'Paket Bisnis',
    subscription_level: 'business',
    description:
      'Domain .com dan hosting 1 tahun, HTTPS otomatis, kapasitas gambar lebih besar. Paling laris.',
    price: 499_000,
    discount: 100_000,
    display_order: 2,
  },
  {
    name: 'Paket Premium',
    subscription_level: 'premium',
    description: 'Domain .com dan hosting 1 tahun, HTTPS otomatis, bantuan pengaturan domain lewat WhatsApp.',
    price: 899_000,
    discount: 150_000,
    display_order: 3,
  },
  {
    name: 'Paket Korporat',
    subscription_level: 'enterprise',
    description: 'Beberapa website dan domain dalam satu langganan. Segera hadir.',
    price: 1_999_000,
    discount: 0,
    is_active: false,
    display_order: 4,
  },
];

// Start-up seeding of an empty plans table; the advisory lock keeps two instances starting together
// from both seeding.
export async function seedPlans(db: Db, defaults: NewPlan[] = DEFAULT_PLANS): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webku:seed-plans'))`);
    const [existing] = await tx.select({ id: plans.id }).from(plans).limit(1);
    if (existing) return 0;
    await tx.insert(plans).values(defaults);
    return defaults.length;
  });
}
