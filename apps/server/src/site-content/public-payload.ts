import {
  CONTENT_SECTION_KEYS,
  type ContentTableName,
  fieldsOfTable,
  inLanguage,
  isRowShown,
  ONE_ROW_SECTIONS,
  type PublicPayload,
  SECTIONS,
  type SectionKey,
  type SectionSetting,
  type SectionType,
  sectionSettingFields,
  siteTimeZone,
  type WebLanguage,
  webSettingsTextFields,
} from '@webku/contract';
import { type DbOrTx, eq, paymentSettings, sectionTable, type webSettings } from '@webku/db';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { publicBookingPart } from '../bookings/booking-payload';
import { rowSectionStore } from './row-sections';
import { readSiteRows } from './site-rows';
import { withSoldOut } from './sold-out';
import { withoutTenant } from './tenant-store';

// The over-limit flags are for the owner's editor, and whether the owner picked the zone for the admin:
// not for visitors.
function publicWebSettings(row: Omit<typeof webSettings.$inferSelect, 'translations'>) {
  const {
    terms_and_conditions_over_limits: _t,
    privacy_policy_over_limits: _p,
    time_zone_chosen: _z,
    ...rest
  } = withoutTenant(row);
  return rest;
}

type SettingsPayloadKey = (typeof SECTIONS)[SectionType]['payload']['settings'];

// Each content section's settings under its payload key.
const sectionSettingsPayload = (section: (type: SectionType) => SectionSetting | null) =>
  Object.fromEntries(
    CONTENT_SECTION_KEYS.map((key) => [SECTIONS[key].payload.settings, section(key)]),
  ) as Record<SettingsPayloadKey, SectionSetting | null>;

type OneRowPayloadKey = (typeof SECTIONS)[(typeof ONE_ROW_SECTIONS)[number]['key'] &
  SectionKey]['payload']['content'];

// Each one-row section under its payload key: as the API answers it once it shows (in the page's language),
// else null.
const oneRowPayload = (rows: ReadonlyMap<string, object | null>, language: WebLanguage | null) =>
  Object.fromEntries(
    ONE_ROW_SECTIONS.map((section) => {
      const stored = rows.get(section.key);
      const row = stored && inLanguage(stored, section.fields, language);
      const key = SECTIONS[section.key as SectionKey].payload.content;
      return [key, row && section.isShown(row) ? section.answerOf(row) : null];
    }),
  ) as unknown as Pick<PublicPayload, OneRowPayloadKey>;

// A table's rows in the page's language: each owner-text field translated where the owner did, and no
// row keeps its `translations` (a visitor gets one language).
const inPageLanguage =
  (language: WebLanguage | null) =>
  <T extends { translations?: unknown }>(table: ContentTableName, rows: readonly T[]) =>
    rows.map((row) => inLanguage(row, fieldsOfTable(table), language));

export type LoadedPayload = { payload: PublicPayload; version: number };

// What a public site receives: inactive sections, items, categories and unpublished articles left out.
// `version` is the company's content version read before the content, so the payload is at least that new.
// An item marked "Habis" is in it as sold out only while it still is at `now`, and a row section's row
// only through its last day (`shownUntil`) in the site's zone.
// `language`: the site's second language when the page is in it, as the request's language was decided
// (`PageLanguage.second`): the owner's translations replace their words where they wrote one. Null: the
// site's main language.
export async function loadPublicPayload(
  db: DbOrTx,
  companyId: number,
  now = Date.now(),
  language: WebLanguage | null = null,
): Promise<LoadedPayload | null> {
  const stored = await readSiteRows(db, companyId, 'visible');
  if (!stored) return null;
  const local = inPageLanguage(language);
  const site = {
    ...stored,
    web: stored.web && inLanguage(stored.web, webSettingsTextFields, language),
    sections: stored.sections.map((row) => inLanguage(row, sectionSettingFields, language)),
    categories: local('menu_categories', stored.categories),
    items: local('menu_items', stored.items),
    merchandise: local('merchandise_items', stored.merchandise),
    images: new Map(
      [...stored.images].map(([item, images]) => [item, local('merchandise_images', images)] as const),
    ),
    news: local('news_articles', stored.news),
    stores: local('stores', stored.stores),
  };
  const section = (type: SectionType) => {
    const row = site.sections.find((s) => s.section_type === type);
    return row?.is_active ? withoutTenant(row) : null;
  };
  const { version, ...profile } = site.company;
  const zone = siteTimeZone(site.web?.time_zone);
  const rowSections = await Promise.all(
    ROW_SECTIONS.map(async (section) => {
      const settings = site.sections.find((s) => s.section_type === section.key);
      if (settings && !settings.is_active) return null;
      const stored = await rowSectionStore(section).list(
        db,
        companyId,
        eq(sectionTable(section).is_active, true),
      );
      // A row past its last day is left out from the next midnight of the site's zone, with no write.
      const rows = stored.filter((row) => isRowShown(section, row, zone, now));
      if (!rows.length) return null;
      return [
        section.key,
        {
          title: settings?.title ?? null,
          description: settings?.description ?? null,
          rows: rows.map(({ company_id: _c, created_at: _a, updated_at: _u, is_active: _s, ...row }) =>
            inLanguage(row, section.fields, language),
          ),
        },
      ] as const;
    }),
  );
  const paying = await paidOnline(db, companyId);
  const payload: PublicPayload = {
    company: profile,
    web_settings: site.web && publicWebSettings(site.web),
    ...oneRowPayload(site.oneRows, language),
    ...sectionSettingsPayload(section),
    menu_categories: site.categories.map((c) => ({
      ...withoutTenant(c),
      menu_items: site.items
        .filter((i) => i.category_id === c.id)
        // Whether an item is an example is the owner's business, not the visitor's.
        .map(({ is_example: _e, ...i }) => withSoldOut(withoutTenant(i), now)),
    })),
    merchandise_items: site.merchandise.map((m) => ({
      ...withSoldOut(withoutTenant(m), now),
      images: site.images.get(m.id) ?? [],
    })),
    news_articles: site.news.map(({ company_id: _c, updated_at: _u, content_over_limits: _o, ...n }) => ({
      ...n,
      created_at: n.created_at.toISOString(),
    })),
    stores: site.stores.map(withoutTenant),
    row_sections: Object.fromEntries(rowSections.filter((part) => part !== null)),
    booking: await publicBookingPart(db, companyId, site.items, site.web?.whatsapp_number, paying.deposits),
    ...(paying.orders && { online_payment: { orders: true as const } }),
  };
  return { payload, version };
}

// "Bayar sekarang" and the booking deposits show while the owner's switch is on with a gateway connected;
// nothing about the gateway.
async function paidOnline(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      orders: paymentSettings.orders_online,
      deposits: paymentSettings.booking_deposit,
      provider: paymentSettings.provider,
      keys: paymentSettings.keys_sealed,
    })
    .from(paymentSettings)
    .where(eq(paymentSettings.company_id, companyId));
  const connected = Boolean(row?.provider && row.keys);
  return { orders: connected && Boolean(row?.orders), deposits: connected && Boolean(row?.deposits) };
}
