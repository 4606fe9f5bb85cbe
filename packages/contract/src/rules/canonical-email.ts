/**
 * The one form of an e-mail address that is stored, looked up and invited: trimmed, with the ASCII
 * capitals A-Z made small and nothing else folded. Lowering every letter is not the same in JavaScript and
 * in PostgreSQL (U+212A, the Kelvin sign, becomes 'k' in one and stays in the other; U+0130 the other
 * way round), so an address that only looks like another would be taken for it. Here it stays its own.
 */
export const canonicalEmail = (email: string): string =>
  email.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());
