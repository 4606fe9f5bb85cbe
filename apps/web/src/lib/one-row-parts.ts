import type { ReactNode } from 'react';

/** What a section's own editor part says of a field from the owner's data: its placeholder or hint. */
export type FieldLook = { placeholder?: string; hint?: string };

/** A section's own words for its toasts, where it keeps them: `saved` words a first save and a later one. */
export type OneRowToasts = { saved: (isNew: boolean) => string; failed: string };

/**
 * What a section's own editor part (in its own folder) adds to the form drawn from its fields: what depends
 * on the owner's data, and the words it keeps from before it was defined by its fields.
 */
export type OneRowParts = {
  /** Placeholders and hints by field. */
  looks?: Readonly<Record<string, FieldLook>>;
  /** Values a section that has no row yet starts from (the business's name). */
  start?: Readonly<Record<string, string>>;
  toasts?: OneRowToasts;
  /** The save button's words ('Simpan' unless given). */
  saveLabel?: string;
  /** A live picture of the section beside the form (on a phone, above it), from the form's values. */
  preview?: (values: Readonly<Record<string, unknown>>) => ReactNode;
};
