// 'Café' -> 'Cafe': NFKD splits accented letters into a base letter plus combining marks.
export function stripDiacritics(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '');
}
