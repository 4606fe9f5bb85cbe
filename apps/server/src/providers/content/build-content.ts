import { buildMenu, buildMerchandise } from './build-catalog';
import { type BuildContext, pick, say } from './build-context';
import { buildNews } from './build-news';
import { buildStores } from './build-stores';
import type { ContentInput, GeneratedContent } from './content-provider';
import { jakartaDate, longDate } from './html';
import { builtinImageUrl } from './images';
import { legalPages } from './legal';
import { PACKS } from './packs/index';
import type { ContentPack } from './packs/pack-types';
import { selectPackKind } from './select-pack';
import {
  asSentence,
  brandHandle,
  clip,
  collapseWhitespace,
  createRng,
  hashString,
  titleCase,
} from './text-utils';

const NAV = {
  indonesia: { menu: 'Menu', merchandise: 'Merchandise', news: 'Berita', stores: 'Toko' },
  english: { menu: 'Menu', merchandise: 'Merchandise', news: 'News', stores: 'Stores' },
} as const;

const PHONE_PREFIXES = ['811', '812', '813', '821', '822', '852', '853', '857', '877', '878', '881', '895'];

export function packFor(input: Pick<ContentInput, 'business_type'>): ContentPack {
  return PACKS[selectPackKind(input.business_type)];
}

// The whole site from a pack: pure and deterministic for a given input and moment.
export function buildContent(input: ContentInput, now: Date): GeneratedContent {
  const pack = packFor(input);
  const brand = collapseWhitespace(input.brand_name) || 'Toko Kami';
  const rng = createRng(hashString(brand.toLowerCase()));
  const handle = brandHandle(brand);
  const email = `hello@${handle}.id`;
  const phone = `+62 ${rng.pick(PHONE_PREFIXES)}-${rng.int(1000, 9999)}-${rng.int(1000, 9999)}`;
  const stores = buildStores(pack, brand, rng, `${input.short_description} ${input.business_type}`);
  const lang = input.web_language === 'indonesia' ? 0 : 1;
  const description = collapseWhitespace(input.short_description);
  const about = description ? asSentence(clip(description, 400)) : pack.fallbackTagline[lang];
  const ctx: BuildContext = {
    pack,
    language: input.web_language,
    brand,
    about,
    now,
    rng,
    stores,
    email,
    vars: { brand, offering: pack.offering[lang], about, city: stores[0]!.city, email },
  };

  const subName =
    pack.kind === 'generic' && input.business_type.trim()
      ? clip(titleCase(input.business_type), 60)
      : say(ctx, pack.subName);
  const tagline = description ? clip(description.replace(/[.!]+$/, ''), 140) : say(ctx, pack.fallbackTagline);
  const metaDescription = clip(`${brand}: ${about}`, 160);
  const isCoffeeTemplate = input.template_selected === 'minimalis-coffee-shop';
  const nav = NAV[input.web_language];
  const year = jakartaDate(now).slice(0, 4);
  const keywords = [brand, input.business_type.trim().toLowerCase(), ...pick(ctx, pack.keywords).split(', ')]
    .concat(stores.map((store) => store.city))
    .filter((word, index, all) => word && all.indexOf(word) === index);

  const legal = legalPages(
    {
      kind: pack.kind,
      brand,
      offering: pack.offering,
      email,
      phone,
      address: stores[0]!.address,
      updated: longDate(jakartaDate(now), input.web_language),
    },
    input.web_language,
  );

  return {
    web_settings: {
      website_title: `${brand} | ${subName}`,
      website_description: metaDescription,
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
      instagram_url: `https://instagram.com/${handle}`,
      facebook_url: `https://facebook.com/${handle}`,
      tiktok_url: `https://www.tiktok.com/@${handle}`,
      address: stores[0]!.address,
      phone,
      email,
      copyright_year: year,
      copyright_text: `${brand}. ${pick(ctx, ['Dibuat dengan cinta dan kepedulian.', 'Made with love and care.'])}`,
    },
    sections: {
      menu: { ...section(ctx, pack.sections.menu), google_drive_menu_url: null },
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
