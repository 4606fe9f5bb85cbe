import { builtinImageUrl, matchCatalogue, type PackArticle, SHARED_ARTICLES } from '@webku/content-packs';
import { type BuildContext, say } from './build-context';
import type { GeneratedNewsArticle } from './content-provider';
import { jakartaDate, p } from './html';
import type { PlannedCategory } from './plan-menu';

// Days back for each article, newest first, so six articles spread over roughly two months.
const AGE_RANGES: readonly (readonly [number, number])[] = [
  [1, 3],
  [7, 11],
  [15, 20],
  [24, 30],
  [34, 42],
  [47, 58],
];

export function buildNews(ctx: BuildContext): GeneratedNewsArticle[] {
  const own = ctx.pack.articles.filter((article) => !namesOtherRegionsDish(article, ctx.menuPlan));
  const [first, second] = ctx.stores;
  // The launch article leads; a new-store article only when the owner named a second city.
  const plan: { article: PackArticle; thumbnail: string; vars: Record<string, string> }[] = [
    { article: SHARED_ARTICLES.launch, thumbnail: shared(ctx, 'launch'), vars: storeVars(first) },
    ...own.slice(0, 1).map((article) => ({ article, thumbnail: article.thumbnail, vars: storeVars(first) })),
    ...(second
      ? [{ article: SHARED_ARTICLES.newStore, thumbnail: shared(ctx, 'newStore'), vars: storeVars(second) }]
      : []),
    { article: SHARED_ARTICLES.team, thumbnail: shared(ctx, 'team'), vars: storeVars(first) },
    ...own.slice(1).map((article) => ({ article, thumbnail: article.thumbnail, vars: storeVars(first) })),
  ];
  return plan.map(({ article, thumbnail, vars }, index) => {
    const local: BuildContext = { ...ctx, vars: { ...ctx.vars, ...vars } };
    const [from, to] = AGE_RANGES[index]!;
    const paragraphs = article.paragraphs[ctx.language === 'indonesia' ? 0 : 1];
    return {
      title: say(local, article.title),
      category: say(local, article.category),
      description: say(local, article.description),
      content: paragraphs.map((text) => p(text, local.vars)).join('\n'),
      thumbnail: builtinImageUrl(thumbnail),
      display_order: index + 1,
      created_date: jakartaDate(ctx.now, ctx.rng.int(from, to)),
      is_published: article === SHARED_ARTICLES.launch,
    };
  });
}

function shared(ctx: BuildContext, name: keyof typeof SHARED_ARTICLES): string {
  return `${ctx.pack.kind}/${SHARED_ARTICLES[name].thumbnail}`;
}

function storeVars(store: { name: string; city: string | null } | undefined): Record<string, string> {
  return store ? { store: store.name, city: store.city ?? '' } : {};
}

// A pack story about a regional dish ("our seven-hour rendang") is left out when the owner's menu lacks it.
function namesOtherRegionsDish(article: PackArticle, plan: PlannedCategory[] | null): boolean {
  if (!plan) return false;
  const onMenu = new Set(plan.flatMap((category) => category.entries.map(({ entry }) => entry.id)));
  const text = [article.title[0], ...article.paragraphs[0]].join(' ');
  return matchCatalogue(text).entries.some(({ entry }) => entry.cuisine && !onMenu.has(entry.id));
}
