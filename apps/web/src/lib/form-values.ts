// Forms hold '' where the API holds null; these two helpers translate between the two.

export function toFormText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

type Blanked<T> = { [K in keyof T]: [Extract<T[K], string>] extends [never] ? T[K] : T[K] | null };

// Payloads send null for fields left blank, so that "cleared" and "never set" look the same.
export function blankToNull<T extends Record<string, unknown>>(values: T): Blanked<T> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    result[key] = typeof value === 'string' && value.trim() === '' ? null : value;
  }
  return result as Blanked<T>;
}
