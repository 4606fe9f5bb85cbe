import { z } from 'zod';
import { uniqueSlugs } from './build-catalog';
import type { ContentInput, GeneratedContent } from './content-provider';
import { p } from './html';
import { collapseWhitespace } from './text-utils';

// The text-only shape exchanged with the LLM: the built-in content is sent as a draft to rewrite.
export type Draft = {
  website_title: string;
  website_description: string;
  meta_keywords: string;
  og_title: string;
  og_description: string;
  hero: { sub_name: string; tagline: string };
  footer: { tagline: string };
  sections: Record<'menu' | 'merchandise' | 'news' | 'stores', { title: string; description: string }>;
  menu_categories: { name: string; items: { name: string; description: string; price: number }[] }[];
  merchandise_items: { name: string; description: string; price: number }[];
  news_articles: { title: string; category: string; description: string; paragraphs: string[] }[];
};

const unescapeHtml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

export function toDraft(content: GeneratedContent): Draft {
  const { web_settings: web, sections } = content;
  const section = (key: keyof Draft['sections']) => ({
    title: sections[key].title,
    description: sections[key].description,
  });
  return {
    website_title: web.website_title,
    website_description: web.website_description,
    meta_keywords: web.meta_keywords,
    og_title: web.og_title,
    og_description: web.og_description,
    hero: { sub_name: content.hero_section.sub_name, tagline: content.hero_section.tagline },
    footer: { tagline: content.footer_settings.tagline },
    sections: {
      menu: section('menu'),
      merchandise: section('merchandise'),
      news: section('news'),
      stores: section('stores'),
    },
    menu_categories: content.menu_categories.map((category) => ({
      name: category.name,
      items: category.items.map(({ name, description, price }) => ({ name, description, price })),
    })),
    merchandise_items: content.merchandise_items.map(({ name, description, price }) => ({
      name,
      description,
      price,
    })),
    news_articles: content.news_articles.map((article) => ({
      title: article.title,
      category: article.category,
      description: article.description,
      paragraphs: [...article.content.matchAll(/<p>(.*?)<\/p>/g)].map((match) =>
        unescapeHtml(match[1] ?? ''),
      ),
    })),
  };
}

// Every field is optional and falls back on its own: one bad field never discards the rest of the answer.
const text = (max: number) =>
  z
    .preprocess(
      (value) =>
        typeof value === 'string'
          ? collapseWhitespace(value.replace(/<[^>]*>/g, ' ')).replace(/\s+([.,;:!?])/g, '$1')
          : value,
      z.string().min(1).max(max),
    )
    .optional()
    .catch(undefined);
const price = z.number().int().positive().max(100_000_000).optional().catch(undefined);
const lenient = <T extends z.ZodTypeAny>(schema: T) => schema.optional().catch(undefined);
const list = <T extends z.ZodTypeAny>(item: T) => lenient(z.array(lenient(item)));
const section = lenient(z.object({ title: text(80), description: text(400) }));

export const draftAnswerSchema = z.object({
  website_title: text(120),
  website_description: text(320),
  meta_keywords: text(320),
  og_title: text(120),
  og_description: text(320),
  hero: lenient(z.object({ sub_name: text(80), tagline: text(200) })),
  footer: lenient(z.object({ tagline: text(160) })),
  sections: lenient(z.object({ menu: section, merchandise: section, news: section, stores: section })),
  menu_categories: list(
    z.object({ name: text(60), items: list(z.object({ name: text(80), description: text(300), price })) }),
  ),
  merchandise_items: list(z.object({ name: text(80), description: text(300), price })),
  news_articles: list(
    z.object({
      title: text(140),
      category: text(40),
      description: text(320),
      paragraphs: list(text(1200)),
    }),
  ),
});

export type DraftAnswer = z.infer<typeof draftAnswerSchema>;

// Lays the LLM's text over the built-in content; structure, images, hours and contacts stay built-in,
// and every item keeps the name and price the owner gave it: an LLM's item or price is never published.
export function mergeDraft(base: GeneratedContent, answer: DraftAnswer): GeneratedContent {
  const web = base.web_settings;
  const categories = base.menu_categories.map((category, i) => {
    const next = answer.menu_categories?.[i];
    return {
      ...category,
      name: next?.name ?? category.name,
      items: category.items.map((item, j) => ({
        ...item,
        description: next?.items?.[j]?.description ?? item.description,
      })),
    };
  });
  const slugs = uniqueSlugs(categories.map((category) => category.name));
  const sectionOf = <K extends keyof Draft['sections']>(key: K) => {
    const next = answer.sections?.[key];
    return {
      ...base.sections[key],
      title: next?.title ?? base.sections[key].title,
      description: next?.description ?? base.sections[key].description,
    };
  };
  return {
    ...base,
    web_settings: {
      ...web,
      website_title: answer.website_title ?? web.website_title,
      website_description: answer.website_description ?? web.website_description,
      meta_keywords: answer.meta_keywords ?? web.meta_keywords,
      og_title: answer.og_title ?? web.og_title,
      og_description: answer.og_description ?? web.og_description,
    },
    hero_section: {
      ...base.hero_section,
      sub_name: answer.hero?.sub_name ?? base.hero_section.sub_name,
      tagline: answer.hero?.tagline ?? base.hero_section.tagline,
    },
    footer_settings: {
      ...base.footer_settings,
      tagline: answer.footer?.tagline ?? base.footer_settings.tagline,
    },
    sections: {
      menu: sectionOf('menu'),
      merchandise: sectionOf('merchandise'),
      news: sectionOf('news'),
      stores: sectionOf('stores'),
    },
    menu_categories: categories.map((category, i) => ({ ...category, slug: slugs[i]! })),
    merchandise_items: base.merchandise_items.map((item, i) => {
      const next = answer.merchandise_items?.[i];
      return { ...item, description: next?.description ?? item.description };
    }),
    news_articles: base.news_articles.map((article, i) => {
      const next = answer.news_articles?.[i];
      const paragraphs = (next?.paragraphs ?? []).filter((paragraph): paragraph is string => !!paragraph);
      return {
        ...article,
        title: next?.title ?? article.title,
        category: next?.category ?? article.category,
        description: next?.description ?? article.description,
        content:
          paragraphs.length >= 2 ? paragraphs.map((paragraph) => p(paragraph)).join('\n') : article.content,
      };
    }),
  };
}

export function buildMessages(input: ContentInput, draft: Draft) {
  const language = input.web_language === 'indonesia' ? 'Bahasa Indonesia' : 'English';
  const system = [
    'You write website copy for small Indonesian businesses (UMKM).',
    'Reply with a single JSON object only. It must have exactly the keys and the array lengths of the draft you are given.',
    `Write every text in ${language}, warm, natural and specific to this business, like a local copywriter. No placeholder text, no emojis, no HTML and no Markdown.`,
    'Keep every menu item, product and price exactly as the draft gives them: never rename, add or price an item. Write item descriptions only from what the owner wrote about it, or leave them as they are.',
    'Never mention a city, region or branch the owner did not name.',
    'Write nothing about how things are made, delivered, sourced or guaranteed unless the owner wrote it.',
    'Keep the menu, products and news to what this kind of business offers; never add items of another kind of business.',
    'Never write phone or WhatsApp numbers, e-mail addresses, web or social media links or handles, or street addresses, unless the owner wrote them; say "hubungi kami" or "contact us" instead.',
    'Never write a price, an opening hour or a day the business is open unless the owner wrote it.',
    'Article paragraphs are plain text, 3 to 5 per article.',
  ].join(' ');
  const user = JSON.stringify({
    business: {
      brand_name: input.brand_name,
      business_type: input.business_type,
      short_description: input.short_description,
      web_language: input.web_language,
    },
    draft,
  });
  return [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: user },
  ];
}
