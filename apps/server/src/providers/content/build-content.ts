import {
  builtinImageUrl,
  type ContentPack,
  CUISINES,
  createRng,
  hashString,
  matchCatalogue,
  PACKS,
} from '@webku/content-packs';
import { buildMenu, buildMerchandise } from './build-catalog';
import { type BuildContext, pick, say } from './build-context';
import { buildNews } from './build-news';
import { buildStores } from './build-stores';
import type { ContentInput, GeneratedContent } from './content-provider';
import { legalPages } from './legal';
import { ownerAbout, ownerTagline } from './owner-copy';
import { listNames, namedItems, ownerLine, ownerSubName } from './owner-words';
import { menuCuisines, planMenu } from './plan-menu';
import { selectPackKind } from './select-pack';
import { clip, collapseWhitespace, fill } from './text-utils';

const NAV = {
  indonesia: { menu: 'Menu', merchandise: 'Merchandise', news: 'Berita', stores: 'Toko' },
  english: { menu: 'Menu', merchandise: 'Merchandise', news: 'News', stores: 'Stores' },
} as const;

// The whole site from a pack and the owner's own words: pure and deterministic for a given input and
// moment. Nothing the owner did not say is presented as fact: no contact details, no street addresses,
// no cities or dishes they did not name in the hero or the stores.
export function buildContent(input: ContentInput, now: Date): GeneratedContent {
  const pack = PACKS[selectPackKind(input.business_type, input.short_description)];
  const brand = collapseWhitespace(input.brand_name) || 'Toko Kami';
  const rng = createRng(hashString(brand.toLowerCase()));
  const language = input.web_language;
  const lang = language === 'indonesia' ? 0 : 1;
  const match = matchCatalogue(input.business_type, input.short_description);
  const stores = buildStores(pack, brand, match.cities);
  const cuisine = CUISINES.find((info) => info.id === menuCuisines(pack.kind, match)[0]);
  const description = collapseWhitespace(input.short_description);
  const subName = ownerSubName(input.business_type) ?? (cuisine ? cuisine.label[lang] : pack.subName[lang]);
  const line = ownerLine(match, language);
  const about = ownerAbout(description, match, cuisine, language) || pack.fallbackTagline[lang];
  const tagline = ownerTagline(description, subName, match, line) || pack.fallbackTagline[lang];
  const named = namedItems(match, language);
  const ctx: BuildContext = {
    pack,
    language,
    brand,
    about,
    now,
    rng,
    stores,
    menuPlan: planMenu(pack.kind, match),
    vars: { brand, offering: pack.offering[lang], about, city: stores[0]!.city ?? '' },
  };

  const isCoffeeTemplate = input.template_selected === 'minimalis-coffee-shop';
  const nav = NAV[language];
  const keywords = [
    brand,
    input.business_type.trim().toLowerCase(),
    ...named.map((name) => name.toLowerCase()),
  ]
    .concat(cuisine ? [cuisine.label[lang].toLowerCase()] : [])
    // The pack's keywords name dishes of its own menu, so they stay out when the menu is the owner's.
    .concat(ctx.menuPlan ? [] : pick(ctx, pack.keywords).split(', '))
    .concat(match.cities)
    .filter((word, index, all) => word && all.indexOf(word) === index);
  const menuSection = section(ctx, pack.sections.menu);
  if (named.length) {
    const list = listNames(named, language);
    menuSection.description = pick(ctx, [
      `Andalan kami: ${list}. Lihat pilihan lainnya di bawah.`,
      `Our favourites: ${list}. See the full menu below.`,
    ]);
  }

  const legal = legalPages(
    {
      brand,
      city: stores[0]!.city,
      now,
    },
    language,
  );

  return {
    web_settings: {
      website_title: `${brand} | ${subName}`,
      website_description: clip(`${brand}: ${about}`, 160),
      meta_keywords: keywords.join(', '),
      meta_author: brand,
      meta_robots: 'index,follow',
      og_title: `${brand} – ${subName}`,
      og_description: clip(about, 200),
      og_image: builtinImageUrl(`${pack.kind}/hero`),
      og_type: 'website',
      favicon_icon_file: builtinImageUrl(`${pack.kind}/favicon`),
      navigation_logo: null,
      // The brand in full (never initials: 'Warung Padang Uni Ros' is not 'WPU'), within the field's 60.
      navigation_logo_placeholder: clip(brand, 60),
      navigation_menu_text: nav.menu,
      navigation_merchandise_text: nav.merchandise,
      navigation_news_text: nav.news,
      navigation_stores_text: nav.stores,
      ...legal,
    },
    hero_section: {
      background_image: builtinImageUrl(`${pack.kind}/hero`),
      logo: null,
      shop_name: brand,
      sub_name: subName,
      tagline,
      cta_text: isCoffeeTemplate
        ? pick(ctx, ['Lihat Menu', 'See Our Menu'])
        : pick(ctx, ['Mulai', 'Get Started']),
      cta_link: '#menu',
    },
    footer_settings: {
      shop_name: brand,
      tagline: say(ctx, pack.footerTagline),
      instagram_url: null,
      facebook_url: null,
      tiktok_url: null,
      address: null,
      phone: null,
      email: null,
      copyright_year: null,
      copyright_text: fill(
        `{brand}. ${pick(ctx, ['Dibuat dengan cinta dan kepedulian.', 'Made with love and care.'])}`,
        {
          brand,
        },
      ),
    },
    sections: {
      menu: { ...menuSection, google_drive_menu_url: null },
      merchandise: section(ctx, pack.sections.merchandise),
      news: section(ctx, pack.sections.news),
      stores: {
        title: isCoffeeTemplate
          ? pick(ctx, ['Toko Kami', 'Our Stores'])
          : pick(ctx, ['Hubungi Kami', 'Contact Us']),
        description: say(ctx, pack.sections.stores),
        is_active: true,
      },
    },
    menu_categories: buildMenu(ctx),
    merchandise_items: buildMerchandise(ctx),
    news_articles: buildNews(ctx),
    stores,
  };
}

function section(ctx: BuildContext, [title, description]: ContentPack['sections']['menu']) {
  return { title: say(ctx, title), description: say(ctx, description), is_active: true as const };
}
