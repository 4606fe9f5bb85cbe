// How well the generator reads owners' descriptions, scored on descriptions its rules were never tuned on.
// Run: npm run bench:reading                  (the held-out part, built-in provider)
//      PART=tuning npm run bench:reading      (the part the rules may be tuned on; PART=dev too, and
//                                              PART=fresh, scored once as it arrived: reading-set/README.md)
//      PROVIDER=llm npm run bench:reading     (the OpenAI-compatible provider against a local fake model that
//                                              answers the draft back with an invented item and a changed price)
// Prints offering recall and precision, the owner's prices kept exactly, invented prices and hours, how often
// the section's label fits the kind, the places and numbers read, and every miss.
import { readFileSync } from 'node:fs';
import { writtenPrices } from '@webku/content-packs';
import { BuiltinContentProvider } from '../apps/server/src/providers/content/builtin-provider';
import type { GeneratedContent } from '../apps/server/src/providers/content/content-provider';
import { toDraft } from '../apps/server/src/providers/content/llm-draft';
import { OpenAiCompatibleContentProvider } from '../apps/server/src/providers/content/openai-compatible-provider';
import { startFakeLlmServer } from '../tests/fakes/llm-server';
import { type ReadingEntry, readingInput, scoreEntry, summarise } from './lib/reading-score';

const PART = ['tuning', 'dev', 'fresh'].includes(process.env.PART ?? '') ? process.env.PART! : 'held-out';
const PROVIDER = process.env.PROVIDER === 'llm' ? 'llm' : 'builtin';
const NOW = new Date('2026-12-01T03:00:00Z');

async function main() {
  const entries = JSON.parse(
    readFileSync(new URL(`./reading-set/${PART}.json`, import.meta.url), 'utf8'),
  ) as ReadingEntry[];
  const builtin = new BuiltinContentProvider({ now: () => NOW });
  const fake = PROVIDER === 'llm' ? await startFakeLlmServer() : null;
  const llm =
    fake &&
    new OpenAiCompatibleContentProvider({
      baseUrl: fake.baseUrl,
      apiKey: 'bench',
      model: 'fake-model',
      timeoutMs: 5000,
      now: () => NOW,
    });
  const scores = [];
  for (const entry of entries) {
    const input = readingInput(entry, NOW);
    let content: GeneratedContent;
    if (llm && fake) {
      fake.reply({ content: JSON.stringify(adversarialAnswer(builtin.generateSync(input))) });
      content = await llm.generate(input);
    } else content = builtin.generateSync(input);
    scores.push(scoreEntry(entry, content, writtenPrices(entry.description)));
  }
  await fake?.close();
  console.info(`bench:reading: ${entries.length} descriptions of the ${PART} part, provider ${PROVIDER}\n`);
  console.info(summarise(scores));
}

// A model that rewrites the draft and slips in what the owner never said: an item with a price, and another
// price on the first item. The provider's checks must keep neither.
function adversarialAnswer(base: GeneratedContent) {
  const draft = toDraft(base);
  const [first, ...rest] = draft.menu_categories;
  if (!first) return draft;
  const items = first.items.map((item, index) =>
    index === 0 ? { ...item, price: item.price + 7000 } : item,
  );
  return {
    ...draft,
    menu_categories: [
      {
        ...first,
        items: [...items, { name: 'Paket Hemat Spesial', description: 'Favorit pelanggan.', price: 99000 }],
      },
      ...rest,
    ],
  };
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
