import { builtinImageUrl, FAMILY_TEXTS, type PackArticle, SHARED_ARTICLES } from '@webku/content-packs';
import { siteDay } from '@webku/contract';
import { type BuildContext, say } from './build-context';
import type { GeneratedNewsArticle } from './content-provider';
import { p } from './html';

// The welcome article, the family's drafts (how to ask, where the prices are), a new-store article only
// when the owner named a second place, and a hiring draft. None says how anything is made or delivered.
export function buildNews(ctx: BuildContext): GeneratedNewsArticle[] {
  const [first, second] = ctx.stores;
  const ideas = FAMILY_TEXTS[ctx.kind.family].news;
  const welcome = ctx.premises ? SHARED_ARTICLES.launch : SHARED_ARTICLES.launchAway;
  const plan: { article: Omit<PackArticle, 'thumbnail'>; thumbnail: string; vars: Record<string, string> }[] =
    [
      { article: welcome, thumbnail: 'news-launch', vars: storeVars(first) },
      ...ideas.slice(0, 1).map((article) => ({ article, thumbnail: 'news-idea-1', vars: storeVars(first) })),
      ...(second
        ? [{ article: SHARED_ARTICLES.newStore, thumbnail: 'news-store', vars: storeVars(second) }]
        : []),
      { article: SHARED_ARTICLES.team, thumbnail: 'news-team', vars: storeVars(first) },
      ...ideas.slice(1).map((article, index) => ({
        article,
        thumbnail: `news-idea-${index + 2}`,
        vars: storeVars(first),
      })),
    ];
  return plan.map(({ article, thumbnail, vars }, index) => {
    const local: BuildContext = { ...ctx, vars: { ...ctx.vars, ...vars } };
    const paragraphs = article.paragraphs[ctx.language === 'indonesia' ? 0 : 1];
    return {
      title: say(local, article.title),
      category: say(local, article.category),
      description: say(local, article.description),
      content: paragraphs.map((text) => p(text, local.vars)).join('\n'),
      thumbnail: builtinImageUrl(`${ctx.art}/${thumbnail}`),
      display_order: index + 1,
      // The day the site is made: an article dated earlier would claim the business wrote it before.
      created_date: siteDay(ctx.now, ctx.zone),
      is_published: article === welcome,
    };
  });
}

function storeVars(store: { name: string; city: string | null } | undefined): Record<string, string> {
  return store ? { store: store.name, city: store.city ?? '' } : {};
}
