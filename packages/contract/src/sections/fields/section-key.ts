// A section's key names it in the API's paths (/api/admin/{key}), the public payload and a backup
// (`row_sections.{key}`). The backup's rule is this pattern; the type below holds its shape at compile time.

/** A small letter, then small letters, digits or '_': 40 characters at most. */
export const SECTION_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

// The characters of a string, as a union.
type Chars<S extends string> = S extends `${infer C}${infer Rest}` ? C | Chars<Rest> : never;
type Letter = Chars<'abcdefghijklmnopqrstuvwxyz'>;
type Digit = Chars<'0123456789'>;
type KeyTail<S extends string> = S extends ''
  ? true
  : S extends `${Letter | Digit | '_'}${infer Rest}`
    ? KeyTail<Rest>
    : false;

/** `K` when it has the shape of a key (its length is checked when the definitions load), else `never`. */
export type ValidSectionKey<K extends string> = K extends `${Letter}${infer Rest}`
  ? KeyTail<Rest> extends true
    ? K
    : never
  : never;

/**
 * Throws, naming the key, when a key does not match the pattern (a backup holding the section would be
 * refused) or is used twice. The definitions' list runs it as it loads, so a server with such a key does
 * not start.
 */
export function checkSectionKeys(keys: readonly string[]): void {
  const seen = new Set<string>();
  for (const key of keys) {
    if (!SECTION_KEY_PATTERN.test(key))
      throw new Error(
        `Section key '${key}' must match ${SECTION_KEY_PATTERN}: a small letter, then small letters, digits or '_', 40 at most`,
      );
    if (seen.has(key)) throw new Error(`Section key '${key}' is used by two sections`);
    seen.add(key);
  }
}
