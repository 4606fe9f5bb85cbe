import {
  SETUP_FORM_FIELDS,
  type SetupFormField,
  type SetupPayload,
  setupPayloadSchema,
} from '@webku/contract';

export type SetupFormValues = Record<SetupFormField, string>;

export type SetupValidation = { ok: true; body: SetupPayload } | { ok: false; missing: SetupFormField[] };

// Every field is required once trimmed and nothing is sent otherwise. The contract's
// schema then trims the values and adds title_text_font_family 'Comfortaa, sans-serif'.
export function validateSetupForm(values: SetupFormValues): SetupValidation {
  const missing = SETUP_FORM_FIELDS.filter((field) => values[field].trim() === '');
  if (missing.length > 0) return { ok: false, missing };
  const parsed = setupPayloadSchema.safeParse(values);
  if (!parsed.success) {
    const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    return { ok: false, missing: SETUP_FORM_FIELDS.filter((field) => invalid.has(field)) };
  }
  return { ok: true, body: parsed.data };
}
