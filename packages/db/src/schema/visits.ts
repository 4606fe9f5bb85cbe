import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyId } from './company-column';

const count = (name: string) => integer(name).notNull().default(0);

// Visitor statistics: one row per site and day (WIB), the counts only — never an address or a browser.
export const visitDays = pgTable(
  'visit_days',
  {
    company_id: companyId(),
    day: date('day', { mode: 'string' }).notNull(),
    views: count('views'),
    visitors: count('visitors'),
    wa_orders: count('wa_orders'),
    wa_taps: count('wa_taps'),
    tel_taps: count('tel_taps'),
    qris_opens: count('qris_opens'),
    phone_views: count('phone_views'),
    tablet_views: count('tablet_views'),
    desktop_views: count('desktop_views'),
    // Views per page language (a beacon from a page sent before pages named theirs counts in neither).
    indonesia_views: count('indonesia_views'),
    english_views: count('english_views'),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.day] })],
);

// Page views per referring host and day; the dashboard sums the last 30 days into a top 10.
export const visitReferrers = pgTable(
  'visit_referrers',
  {
    company_id: companyId(),
    day: date('day', { mode: 'string' }).notNull(),
    host: text('host').notNull(),
    views: count('views'),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.day, t.host] })],
);

// Taps on the site's platform links ("Pesan juga di", "Beri ulasan di Google") per site, day and
// platform; the dashboard sums the last 30 days per platform.
export const visitPlatformClicks = pgTable(
  'visit_platform_clicks',
  {
    company_id: companyId(),
    day: date('day', { mode: 'string' }).notNull(),
    platform: text('platform').notNull(),
    clicks: count('clicks'),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.day, t.platform] })],
);

// Taps on the link-in-bio page's buttons per site, day and button (its key, or an own link's id); the
// "Link Bio" screen sums the last 28 days per button.
export const visitBioClicks = pgTable(
  'visit_bio_clicks',
  {
    company_id: companyId(),
    day: date('day', { mode: 'string' }).notNull(),
    button: text('button').notNull(),
    clicks: count('clicks'),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.day, t.button] })],
);

// The day's salted visitor hashes, so a visitor seen by several instances counts once. Only the
// current day's rows exist: older ones are purged at every flush.
export const visitorHashes = pgTable(
  'visitor_hashes',
  {
    company_id: companyId(),
    day: date('day', { mode: 'string' }).notNull(),
    hash: text('hash').notNull(),
  },
  // The day leads the key, so purging the days before today walks the index.
  (t) => [primaryKey({ columns: [t.day, t.company_id, t.hash] })],
);

// What each client address added to a site on a day (the address only as a salted hash of the day, like
// visitor hashes), so one address cannot add more than a bounded share of views, visitors, taps and
// referred views, whatever instance counted them. Purged with the visitor hashes.
export const visitClients = pgTable(
  'visit_clients',
  {
    company_id: companyId(),
    day: date('day', { mode: 'string' }).notNull(),
    client: text('client').notNull(),
    views: count('views'),
    visitors: count('visitors'),
    actions: count('actions'),
    referred: count('referred'),
    // Field-speed beacons counted (issue 41), bounded per address like the rest.
    vitals: count('vitals'),
  },
  (t) => [primaryKey({ columns: [t.day, t.company_id, t.client] })],
);

// One random salt per day, shared by every instance; a day's salt is deleted once the day is over.
export const visitSalts = pgTable('visit_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

// Field speed: how many sampled page views' metric fell in each fixed bucket (contract VITAL_BUCKETS), per
// site, day, page, device class and metric; never a row per view. The admin reads p75 from the counts.
export const vitalBuckets = pgTable(
  'vital_buckets',
  {
    company_id: companyId(),
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    device: text('device').notNull(),
    metric: text('metric').notNull(),
    bucket: integer('bucket').notNull(),
    count: count('count'),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.day, t.path, t.device, t.metric, t.bucket] })],
);
