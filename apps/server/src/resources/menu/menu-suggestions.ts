import { classifyBusiness, type Kind, kindItemFor, normalizeText } from '@webku/content-packs';
import {
  type AdminMenuItem,
  type MenuSuggestion,
  type MenuSuggestionInput,
  toCategorySlug,
  type WebLanguage,
} from '@webku/contract';
import { companies, type Db, type DbOrTx, eq } from '@webku/db';
import { ConflictError, NotFoundError } from '../../errors';
import { contentStores } from '../../site-content/content-stores';
import { toMenuItem } from '../../site-content/menu';
import type { SiteContent } from '../../site-content/site-content';

export const MAX_SUGGESTIONS = 8;

// The kind's typical items the menu lacks, in the site's language: an item is on the menu under its
// own name or under a name that reads as it ("Les Gitar Anak" is the guitar lesson).
export function suggestionsFor(
  kind: Kind,
  language: WebLanguage,
  menuNames: readonly string[],
  limit = MAX_SUGGESTIONS,
): MenuSuggestion[] {
  const lang = language === 'english' ? 1 : 0;
  const onMenu = new Set(menuNames.map(normalizeText));
  const covered = new Set(menuNames.map((name) => kindItemFor(name, kind)));
  const suggestions: MenuSuggestion[] = [];
  for (const item of kind.items) {
    if (suggestions.length === limit) break;
    const name = item.name[lang];
    if (covered.has(item) || item.name.some((each) => onMenu.has(normalizeText(each)))) continue;
    onMenu.add(normalizeText(name));
    suggestions.push({
      name,
      category_name: kind.categories[item.category]?.[lang] ?? kind.categories[0]![lang],
      price_min: item.price[0],
      price_max: item.price[1],
    });
  }
  return suggestions;
}

// The company's kind of business, read as generation read it, and its site's language.
async function companyKind(db: DbOrTx, companyId: number, lock = false) {
  const query = db
    .select({
      business_type: companies.business_type,
      description: companies.description,
      web_language: companies.web_language,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [company] = await (lock ? query.for('update') : query);
  if (!company) throw new NotFoundError();
  return {
    kind: classifyBusiness(company.business_type ?? '', company.description ?? ''),
    language: company.web_language,
  };
}

async function currentSuggestions(db: DbOrTx, companyId: number, { lock = false, limit = MAX_SUGGESTIONS }) {
  const { kind, language } = await companyKind(db, companyId, lock);
  const items = await contentStores.items.list(db, companyId);
  const suggestions = suggestionsFor(
    kind,
    language,
    items.map((item) => item.name),
    limit,
  );
  return { kind, suggestions };
}

export async function listMenuSuggestions(db: Db, companyId: number): Promise<MenuSuggestion[]> {
  return (await currentSuggestions(db, companyId, {})).suggestions;
}

// The category named as the suggestion's, or a new one at the end of the list.
async function categoryFor(tx: DbOrTx, companyId: number, name: string): Promise<number> {
  const slug = toCategorySlug(name);
  const categories = await contentStores.categories.list(tx, companyId);
  const same = categories.find(
    (category) => normalizeText(category.name) === normalizeText(name) || category.slug === slug,
  );
  if (same) return same.id;
  return (await contentStores.categories.append(tx, companyId, { name, slug })).id;
}

/**
 * One tap on a suggestion: the item joins the menu with no price (the range was a hint for the owner)
 * and is the owner's, not an example. The company row is locked first, so two taps at once add it once.
 */
export function addMenuSuggestion(
  site: Pick<SiteContent, 'write'>,
  companyId: number,
  input: MenuSuggestionInput,
): Promise<AdminMenuItem> {
  return site.write(companyId, async (tx) => {
    const wanted = normalizeText(input.name);
    // Every item the menu lacks, not only the few listed: the owner may have kept an older list open.
    const { kind, suggestions } = await currentSuggestions(tx, companyId, { lock: true, limit: Infinity });
    const suggestion = suggestions.find((each) => normalizeText(each.name) === wanted);
    if (!suggestion) {
      if (kind.items.some((item) => item.name.some((name) => normalizeText(name) === wanted)))
        throw new ConflictError(`"${input.name}" sudah ada di menu Anda`);
      throw new NotFoundError(
        `"${input.name}" bukan saran untuk usaha Anda. Tambahkan lewat tombol Tambah item bila ingin menjualnya`,
      );
    }
    const categoryId = await categoryFor(tx, companyId, suggestion.category_name);
    const row = await contentStores.items.append(tx, companyId, {
      name: suggestion.name,
      category_id: categoryId,
      price: 0,
      is_example: false,
    });
    return toMenuItem(row);
  });
}
