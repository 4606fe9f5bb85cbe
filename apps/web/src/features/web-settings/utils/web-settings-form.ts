import {
  API,
  DEFAULT_SITE_TIME_ZONE,
  DEFAULT_TEMPLATE,
  DEFAULT_TITLE_FONT,
  formatWhatsappNumber,
  type SiteTimeZone,
  type Template,
  type TitleFont,
  type WebSettings,
  type WebSettingsInput,
} from '@webku/contract';
import { normalizeEditorHtml } from '@/components/rich-text-editor/rich-text-config';
import { blankToNull, toFormText } from '@/lib/form-values';

// order_links and google_review_url have their own editor (OrderLinksCard) and are saved on their own.
type NonTextField =
  | 'id'
  | 'template_selected'
  | 'title_text_font_family'
  | 'is_whatsapp_order_enabled'
  | 'terms_and_conditions_over_limits'
  | 'privacy_policy_over_limits'
  | 'order_links'
  | 'google_review_url'
  | 'time_zone'
  | 'time_zone_chosen'
  | 'translations';
type TextField = Exclude<keyof WebSettings, NonTextField>;
export type WebSettingsFormValues = Record<TextField, string> & {
  template_selected: Template;
  title_text_font_family: TitleFont;
  is_whatsapp_order_enabled: boolean;
  time_zone: SiteTimeZone;
  /** The site's texts in a second language, where it has some. */
  translations?: object;
};

export const WEB_SETTINGS_TABS = ['general', 'navigation', 'seo', 'template', 'order', 'legal'] as const;
export type WebSettingsTab = (typeof WEB_SETTINGS_TABS)[number];

// '?tab=order' opens the WhatsApp & QRIS tab (the dashboard's checklist links there); else the first tab.
export function tabFromSearch(search: string): WebSettingsTab {
  const wanted = new URLSearchParams(search).get('tab');
  return WEB_SETTINGS_TABS.find((tab) => tab === wanted) ?? 'general';
}

export const FIELDS_BY_TAB: Record<WebSettingsTab, (keyof WebSettingsFormValues)[]> = {
  general: [
    'website_title',
    'website_description',
    'favicon_icon_file',
    'title_text_font_family',
    'time_zone',
    'second_language',
  ],
  navigation: [
    'navigation_logo',
    'navigation_logo_placeholder',
    'navigation_menu_text',
    'navigation_merchandise_text',
    'navigation_news_text',
    'navigation_stores_text',
  ],
  seo: ['meta_keywords', 'meta_author', 'meta_robots', 'og_title', 'og_description', 'og_image', 'og_type'],
  template: ['template_selected'],
  order: ['whatsapp_number', 'is_whatsapp_order_enabled', 'qris_image', 'qris_merchant_name'],
  legal: ['terms_and_conditions', 'privacy_policy'],
};

const NON_TEXT_FIELDS: readonly string[] = [
  'template_selected',
  'title_text_font_family',
  'is_whatsapp_order_enabled',
  'time_zone',
];
const TEXT_FIELDS = Object.values(FIELDS_BY_TAB)
  .flat()
  .filter((field): field is TextField => !NON_TEXT_FIELDS.includes(field));

// No record yet (404) means an empty form; template and font start at their defaults.
export function toWebSettingsFormValues(record: WebSettings | null | undefined): WebSettingsFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, toFormText(record?.[field])])) as Record<
    TextField,
    string
  >;
  return {
    ...text,
    // Read back grouped ('+62 812-3456-7890'); saving normalises it again.
    whatsapp_number: record?.whatsapp_number ? formatWhatsappNumber(record.whatsapp_number) : '',
    template_selected: record?.template_selected ?? DEFAULT_TEMPLATE,
    title_text_font_family: record?.title_text_font_family ?? DEFAULT_TITLE_FONT,
    is_whatsapp_order_enabled: record?.is_whatsapp_order_enabled ?? true,
    time_zone: record?.time_zone ?? DEFAULT_SITE_TIME_ZONE,
    ...(record?.translations ? { translations: structuredClone(record.translations) } : {}),
  };
}

// The zone is sent only when the owner picked one in the form: saving other settings must not turn the
// zone proposed from the stores' city into a choice of theirs.
export function withPickedZone(values: WebSettingsInput, isZonePicked: boolean): WebSettingsInput {
  if (isZonePicked) return values;
  const { time_zone: _zone, ...rest } = values;
  return rest;
}

// With an id the record is updated (PUT /web-settings/{id}); without one it is created (POST).
export function webSettingsRequest(id: number | null | undefined, values: WebSettingsInput) {
  const body = blankToNull({
    ...values,
    terms_and_conditions: normalizeEditorHtml(values.terms_and_conditions),
    privacy_policy: normalizeEditorHtml(values.privacy_policy),
  });
  return id
    ? { method: 'PUT' as const, path: API.admin.webSettings.record(id), body }
    : { method: 'POST' as const, path: API.admin.webSettings.root, body };
}

// After a failed submit the screen opens the first tab holding an invalid field.
export function firstTabWithError(errorFields: readonly string[]): WebSettingsTab | null {
  return (
    WEB_SETTINGS_TABS.find((tab) => FIELDS_BY_TAB[tab].some((field) => errorFields.includes(field))) ?? null
  );
}
