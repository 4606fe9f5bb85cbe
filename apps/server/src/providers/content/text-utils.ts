function stripDiacritics(value: string): string {
  return value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

// Category slug rule of the spec: lowercase, whitespace to hyphens, drop other non-alphanumerics.
export function slugify(value: string): string {
  return stripDiacritics(value)
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// An owner typing as in a chat ends a thought with a line break, not a full stop: a line left without
// punctuation ends its sentence there, so lines joined into one paragraph never run on ("dkt kampus unhas" /
// "cuci kering 7rb/kg" are two sentences). A line that ends with an emoji has ended already ("murah 😊", not
// "murah 😊."), and the next starts a sentence ("Cuci kering"). A bullet before a line is no word of the text.
// What may end a line as a thought ends: punctuation, or an emoji (with its skin tone or presentation mark).
const ENDS_THOUGHT = /^(?:[.!?…,;:]|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D)$/u;

export function endLines(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/^[ \t]*[-–•*·][ \t]+/gm, '')
    .replace(/(\S)[ \t]*(?=\n)/gu, (line, last: string) => (ENDS_THOUGHT.test(last) ? line : `${last}.`))
    .replace(
      /((?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)[ \t]*\n\s*)(\p{Ll})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

export function collapseWhitespace(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export function capitalizeFirst(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

// Shortens at a word boundary and adds an ellipsis when the text is longer than max.
export function clip(value: string, max: number): string {
  const text = collapseWhitespace(value);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

// Abbreviations whose full stop ends no sentence: the word after them goes on in lower case
// ("incl. gear & lunch", "senin s.d. sabtu", "min. order 20 box"), nor does a street's ("jl. ahmad yani",
// never half capitalised "jl. Ahmad yani").
const MID_SENTENCE_ABBREVIATION =
  /(?:^|[^\p{L}.])(?:incl|excl|approx|vs|e\.g|i\.e|esp|s\.d|min|max|maks|ca|jl|jln|gg|kec|kel|kab|no)\.\s+$/iu;

// Each sentence starts with a capital: after a full stop, question or exclamation mark and a space.
export function sentenceCase(text: string): string {
  return text.replace(/(^|[.!?…]\s+)(\p{Ll})/gu, (match, before: string, letter: string, offset: number) =>
    MID_SENTENCE_ABBREVIATION.test(text.slice(0, offset) + before) ? match : before + letter.toUpperCase(),
  );
}

// Ensures a sentence ends with terminal punctuation, or an emoji, which ends a thought as well.
export function asSentence(value: string): string {
  const text = capitalizeFirst(collapseWhitespace(value));
  if (!text) return text;
  return /(?:[.!?…]|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)$/u.test(text) ? text : `${text}.`;
}

// Replaces {name} placeholders; unknown names are left untouched. A value that already ends a sentence
// ('Kopi Co.') takes the place of the template's full stop after it, so no text reads 'Co..'.
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}(\.?)/g, (match, name: string, stop: string) => {
    const value = values[name];
    if (value === undefined) return match;
    return stop && /[.!?…]$/.test(value) ? value : `${value}${stop}`;
  });
}
