import {
  builtinImageUrl,
  CUISINES,
  classifyBusiness,
  createRng,
  FAMILY_TEXTS,
  hashString,
  matchCatalogue,
  ownerOfferings,
  PACKS,
  WORDINGS,
} from '@webku/content-packs';
import { templateManifestOrDefault } from '@webku/contract';
import { buildAboutSection } from './about-section';
import { buildMenu, buildMerchandise } from './build-catalog';
import { type BuildContext, pick, say } from './build-context';
import { buildNews } from './build-news';
import { buildStores } from './build-stores';
import type { ContentInput, GeneratedContent } from './content-provider';
import { legalPages } from './legal';
import { ownerAbout, ownerTagline } from './owner-copy';
import { listNames, namedItems, ownerLine, ownerSubName } from './owner-words';
import { menuCuisines, planMenu } from './plan-menu';
import { capitalizeFirst, clip, collapseWhitespace, fill } from './text-utils';

// Packs whose catalogue menus stay within the kind: a food menu is filled by cuisine and by dish. A
// fashion or beauty catalogue menu would mix kinds (a barber's fade cut in a women's salon).
const FOOD_PACKS = new Set(['restaurant', 'coffee', 'bakery']);

const NAV = {
  indonesia: { merchandise: 'Merchandise', news: 'Berita' },
  english: { merchandise: 'Merchandise', news: 'News' },
} as const;

// The whole site from the kind of business the owner describes and their own words: pure and
// deterministic for a given input and moment. Nothing the owner did not say is presented as fact: no
// contact details, no street addresses, no places or offerings they did not name in the hero or the stores.
export function buildContent(input: ContentInput, now: Date): GeneratedContent {
  const kind = classifyBusiness(input.business_type, input.short_description);
  const pack = kind.pack ? PACKS[kind.pack] : null;
  const brand = collapseWhitespace(input.brand_name) || 'Toko Kami';
  const rng = createRng(hashString(brand.toLowerCase()));
  const language = input.web_language;
  const lang = language === 'indonesia' ? 0 : 1;
  const match = matchCatalogue(input.business_type, input.short_description);
  const stores = buildStores(kind.art, brand, match.cities);
  const cuisine =
    kind.pack === 'restaurant'
      ? CUISINES.find((info) => info.id === menuCuisines('restaurant', match)[0])
      : undefined;
  const description = collapseWhitespace(input.short_description);
  const offerings = ownerOfferings(description, kind);
  const subName = ownerSubName(input.business_type) ?? (cuisine ? cuisine.label[lang] : kind.name[lang]);
  const line = ownerLine(match, language);
  const fallback = `${capitalizeFirst(kind.offering[lang])} ${lang === 0 ? 'dari' : 'from'} ${brand}.`;
  const about = ownerAbout(description, match, cuisine, language) || fallback;
  const tagline = capitalizeFirst(ownerTagline(description, subName, match, line)) || fallback;
  const named = offerings.length ? offerings : namedItems(match, language);
  const wording = WORDINGS[kind.wording];
  const family = FAMILY_TEXTS[kind.family];
  const ctx: BuildContext = {
    kind,
    pack,
    art: kind.art,
    language,
    brand,
    about,
    offerings,
    catalogueMatch: match,
    now,
    rng,
    stores,
    menuPlan: kind.pack && FOOD_PACKS.has(kind.pack) ? planMenu(kind.pack, match) : null,
    vars: {
      brand,
      offering: kind.offering[lang],
      about,
      city: stores[0]!.city ?? '',
      business: ownerSubName(input.business_type) ?? kind.name[lang],
    },
  };

  const keywords = [
    brand,
    input.business_type.trim().toLowerCase(),
    ...named.map((name) => name.toLowerCase()),
  ]
    .concat(cuisine ? [cuisine.label[lang].toLowerCase()] : [])
    .concat(kind.name[lang].toLowerCase())
    .concat(match.cities)
    .filter((word, index, all) => word && all.indexOf(word) === index);
  const menuDescription = named.length
    ? pick(ctx, [
        `Andalan kami: ${listNames(named.slice(0, 6), language)}. Lihat pilihan lainnya di bawah.`,
        `Our favourites: ${listNames(named.slice(0, 6), language)}. See everything below.`,
      ])
    : say(ctx, wording.description);
  const merchandise = buildMerchandise(ctx);

  const legal = legalPages({ brand, city: stores[0]!.city, now }, language);

  return {
    web_settings: {
      website_title: `${brand} | ${subName}`,
      website_description: clip(`${brand}: ${about}`, 160),
      meta_keywords: keywords.join(', '),
      meta_author: brand,
      meta_robots: 'index,follow',
      og_title: `${brand} – ${subName}`,
      og_description: clip(about, 200),
      og_image: builtinImageUrl(`${kind.art}/hero`),
      og_type: 'website',
      favicon_icon_file: builtinImageUrl(`${kind.art}/favicon`),
      navigation_logo: null,
      // The brand in full (never initials: 'Warung Padang Uni Ros' is not 'WPU'), within the field's 60.
      navigation_logo_placeholder: clip(brand, 60),
      navigation_menu_text: pick(ctx, wording.nav),
      navigation_merchandise_text: NAV[language].merchandise,
      navigation_news_text: NAV[language].news,
      navigation_stores_text: pick(ctx, family.stores.nav),
      ...legal,
    },
    hero_section: {
      background_image: builtinImageUrl(`${kind.art}/hero`),
      logo: null,
      shop_name: brand,
      sub_name: subName,
      tagline,
      cta_text: pick(ctx, wording.cta),
      cta_link: '#menu',
    },
    footer_settings: {
      shop_name: brand,
      tagline: say(ctx, kind.footer ?? family.footer),
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
    // Only where the template starts with it: the spec's two keep the spec's page until the owner writes.
    about_section: buildAboutSection(
      templateManifestOrDefault(input.template_selected).aboutFromDescription ? input.short_description : '',
      brand,
      language,
    ),
    sections: {
      menu: {
        title: pick(ctx, wording.title),
        description: menuDescription,
        is_active: true,
        google_drive_menu_url: null,
      },
      // Only a business that sells take-home goods starts with this section on; the owner can turn it on.
      merchandise: {
        title: pick(ctx, ['Produk untuk Dibawa Pulang', 'Take-Home Goods']),
        description: say(ctx, ['Bawa pulang dari {brand}.', 'To take home from {brand}.']),
        is_active: merchandise.length > 0,
      },
      news: {
        title: pick(ctx, ['Kabar Terbaru', 'Latest News']),
        description: say(ctx, ['Kabar dan pengumuman dari {brand}.', 'News and announcements from {brand}.']),
        is_active: true,
      },
      stores: {
        title: pick(ctx, family.stores.title),
        description: pick(ctx, family.stores.description),
        is_active: true,
      },
    },
    menu_categories: buildMenu(ctx),
    merchandise_items: merchandise,
    news_articles: buildNews(ctx),
    stores,
  };
}
