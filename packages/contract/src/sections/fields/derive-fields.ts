import type { z } from 'zod';
import {
  type Field,
  type FieldBackupShape,
  type FieldInputShape,
  type Fields,
  kindParts,
} from './field-kinds';

/** One zod shape over the fields: each field's read, input or backup schema by its kind. */
export function fieldShape(fields: Fields, part: 'read' | 'input' | 'backup') {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      kindParts(field)[part](field, field.named ?? field.label),
    ]),
  ) as Record<string, z.ZodType>;
}

/** The fields' input schemas, typed by what each lets through. */
export const fieldInputShape = <F extends Fields>(fields: F) =>
  fieldShape(fields, 'input') as unknown as FieldInputShape<F>;

/** The fields' backup schemas, typed by what each keeps. */
export const fieldBackupShape = <F extends Fields>(fields: F) =>
  fieldShape(fields, 'backup') as unknown as FieldBackupShape<F>;

/** What every section defined by its fields derives from them beside its schemas. */
export function fieldFacts<F extends Fields>(spec: F) {
  const fields = Object.entries(spec) as [keyof F & string, Field][];
  return {
    /** The fields holding an image URL (backups map them, the image library lists their uses). */
    imageFields: fields.filter(([, field]) => field.kind === 'image').map(([key]) => key),
    /** The fields the owner writes in their own words. */
    ownerTextFields: fields.filter(([, field]) => kindParts(field).ownerText).map(([key]) => key),
    /** A row with no value yet in any field. */
    emptyValues: Object.fromEntries(fields.map(([key, field]) => [key, kindParts(field).empty(field)])),
  };
}
