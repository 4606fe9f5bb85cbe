import type { FooterSettings, FooterSettingsInput } from '@webku/contract';
import { blankToNull, toFormText } from '@/lib/form-values';

type FooterFields = Omit<FooterSettings, 'id'>;
export type FooterFormValues = Record<keyof FooterFields, string>;

const FIELDS: (keyof FooterFields)[] = [
  'shop_name',
  'tagline',
  'instagram_url',
  'facebook_url',
  'tiktok_url',
  'address',
  'phone',
  'email',
  'copyright_year',
  'copyright_text',
];

export function toFooterFormValues(
  footer: FooterSettings | null | undefined,
  companyName?: string | null,
): FooterFormValues {
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, toFormText(footer?.[field])]),
  ) as FooterFormValues;
  if (!footer) values.shop_name = companyName ?? '';
  return values;
}

// The footer is created (POST) when it has no id, otherwise updated (PUT).
export function footerRequest(id: number | null | undefined, values: FooterSettingsInput) {
  return { method: id ? ('PUT' as const) : ('POST' as const), body: blankToNull(values) };
}
