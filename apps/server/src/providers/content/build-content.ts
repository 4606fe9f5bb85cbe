import {
  builtinImageUrl,
  CUISINES,
  classifyBusiness,
  FAMILY_TEXTS,
  GENERAL_KIND,
  type Kind,
  matchCatalogue,
  normalizeText,
  readOwnerOffer,
  readStreet,
  readWhatsApp,
  saysNoPlace,
  WORDINGS,
  wordingFor,
} from '@webku/content-packs';
import {
  DEFAULT_SITE_TIME_ZONE,
  SITE_TIME_ZONE_BY_ABBREVIATION,
  templateManifestOrDefault,
} from '@webku/contract';
import { proposedTimeZone } from '../../site-content/site-time-zone';
import { buildAboutSection } from './about-section';
import { buildMenu, catalogueMentions } from './build-catalog';
import { type BuildContext, pick, say } from './build-context';
import { buildNews } from './build-news';
import { buildStores, speaksOfBranches } from './build-stores';
import type { ContentInput, GeneratedContent } from './content-provider';
import { legalPages } from './legal';
import { ownerAbout } from './owner-copy';
import { ownerHours } from './owner-hours';
import { listNames, namedItems, ownerSubName } from './owner-words';
import { menuCuisines } from './plan-menu';
import { capitalizeFirst, clip, collapseWhitespace, endLines } from './text-utils';

const NAV = {
  indonesia: { merchandise: 'Merchandise', news: 'Berita' },
  english: { merchandise: 'Merchandise', news: 'News' },
} as const;

// The whole site from the kind of business the owner describes and their own words: pure and
// deterministic for a given input and moment. Nothing the owner did not say is presented as fact: no
// contact details, no street addresses, no places or offerings they did not name in the hero or the stores.
export function buildContent(input: ContentInput, now: Date): GeneratedContent {
  const kind = classifyBusiness(input.business_type, input.short_description);
  const brand = collapseWhitespace(input.brand_name) || 'Toko Kami';
  const language = input.web_language;
  const lang = language === 'indonesia' ? 0 : 1;
  const match = matchCatalogue(input.business_type, input.short_description);
  const description = collapseWhitespace(endLines(input.short_description));
  // The raw text: its line breaks end clauses and list items.
  const offer = readOwnerOffer(input.short_description, kind, input.business_type, input.brand_name);
  const visits = offer.visits || kind.visits === true;
  const ownerWords = `${input.business_type} ${input.short_description}`;
  const street = readStreet(input.short_description);
  const whatsapp = readWhatsApp(input.short_description);
  const stores = buildStores(
    kind.art,
    brand,
    match.places,
    ownerHours(input.short_description) ?? [],
    street,
    speaksOfBranches(input.short_description, match.places),
  );
  // The zone the site will get: the one the owner wrote with their hours ("buka 08.00-22.00 WIT"), else its
  // store's city's; its articles are dated on its own day.
  const written = /\b(WITA|WIT|WIB)\b/i.exec(input.short_description)?.[1]?.toUpperCase() as
    | keyof typeof SITE_TIME_ZONE_BY_ABBREVIATION
    | undefined;
  const zone =
    (written && SITE_TIME_ZONE_BY_ABBREVIATION[written]) ??
    proposedTimeZone(stores) ??
    DEFAULT_SITE_TIME_ZONE;
  const cuisine =
    kind.pack === 'restaurant'
      ? CUISINES.find((info) => info.id === menuCuisines('restaurant', match)[0])
      : undefined;
  const offerings = offer.offerings.map((offering) => offering.name);
  const subName =
    typeInLanguage(kind, input.business_type, lang) ??
    ownerSubName(input.business_type) ??
    (cuisine ? cuisine.label[lang] : kind.name[lang]);
  const fallback = `${capitalizeFirst(kind.offering[lang])} ${lang === 0 ? 'dari' : 'from'} ${brand}.`;
  const about = ownerAbout(description, match, cuisine, language) || fallback;
  const tagline = heroLine(
    kind,
    input.business_type,
    ownerWords,
    stores[0]!.city,
    offer.areas,
    visits,
    language,
  );
  // The same line in the other language, where the product knows it there: the kind's words the owner
  // used, or the type they typed, which the kind names in both; otherwise it waits for the owner's own.
  const otherLanguage = language === 'indonesia' ? 'english' : 'indonesia';
  const otherTagline =
    kind.id !== GENERAL_KIND.id &&
    (saidByOwner(kind.offering[lang]!, ownerWords) ||
      typeInLanguage(kind, input.business_type, lang === 0 ? 1 : 0))
      ? heroLine(kind, input.business_type, ownerWords, stores[0]!.city, offer.areas, visits, otherLanguage)
      : null;
  const named = offerings.length ? offerings : namedItems(match, language);
  const wordingId = wordingFor(kind, offer.offerings, {
    type: input.business_type,
    description: input.short_description,
  });
  const wording = WORDINGS[wordingId];
  const family = FAMILY_TEXTS[kind.family];
  const ctx: BuildContext = {
    kind,
    art: kind.art,
    language,
    brand,
    about,
    description: input.short_description,
    businessType: input.business_type,
    offer,
    catalogueMatch: match,
    now,
    zone,
    stores,
    premises: !visits && !saysNoPlace(ownerWords),
    vars: {
      brand,
      offering: kind.offering[lang],
      about,
      city: stores[0]!.city ?? '',
      business: ownerSubName(input.business_type) ?? kind.name[lang],
    },
  };

  // The same words in the other language, where the product knows them in both (the kind's labels and the
  // fixed texts); the owner's own words are never rewritten: they wait for the owner's translation.
  const other = language === 'indonesia' ? 'english' : 'indonesia';
  const otherCtx: BuildContext = {
    ...ctx,
    language: other,
    vars: {
      ...ctx.vars,
      offering: kind.offering[1 - lang]!,
      business: ownerSubName(input.business_type) ?? kind.name[1 - lang]!,
    },
  };
  const inOther = (words: Record<string, string | null>) => {
    const known = Object.fromEntries(
      Object.entries(words).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    return Object.keys(known).length ? { [other]: known } : {};
  };
  const otherSubName = ownerSubName(input.business_type)
    ? typeInLanguage(kind, input.business_type, (1 - lang) as 0 | 1)
    : cuisine
      ? cuisine.label[1 - lang]!
      : kind.name[1 - lang]!;
  const otherMenuDescription = say(otherCtx, wording.description);

  const keywords = [
    brand,
    input.business_type.trim().toLowerCase(),
    ...named.map((name) => name.toLowerCase()),
  ]
    .concat(cuisine ? [cuisine.label[lang].toLowerCase()] : [])
    .concat(kind.name[lang].toLowerCase())
    .concat(match.cities)
    .filter((word, index, all) => word && all.indexOf(word) === index);
  const menuDescription = say(ctx, wording.description);
  const storeTexts = visits ? VISIT_STORES : family.stores;

  const legal = legalPages({ brand, city: stores[0]!.city, now, zone }, language);

  return {
    art: kind.art,
    web_settings: {
      website_title: `${brand} | ${subName}`,
      website_description: metaLine(brand, tagline, offerings, language),
      meta_keywords: keywords.join(', '),
      meta_author: brand,
      meta_robots: 'index,follow',
      og_title: `${brand} – ${subName}`,
      og_description: clip(about, 200),
      og_image: builtinImageUrl(`${kind.art}/hero`),
      og_type: 'website',
      favicon_icon_file: builtinImageUrl(`${kind.art}/favicon`),
      ...(written ? { time_zone: SITE_TIME_ZONE_BY_ABBREVIATION[written] } : {}),
      navigation_logo: null,
      // The brand in full (never initials: 'Warung Padang Uni Ros' is not 'WPU'), within the field's 60.
      navigation_logo_placeholder: clip(brand, 60),
      navigation_menu_text: pick(ctx, wording.nav),
      navigation_merchandise_text: NAV[language].merchandise,
      navigation_news_text: NAV[language].news,
      navigation_stores_text: pick(ctx, storeTexts.nav),
      whatsapp_number: whatsapp?.number ?? null,
      ...legal,
      translations: inOther({
        navigation_menu_text: pick(otherCtx, wording.nav),
        navigation_merchandise_text: NAV[other].merchandise,
        navigation_news_text: NAV[other].news,
        navigation_stores_text: pick(otherCtx, storeTexts.nav),
        website_title: otherSubName && `${brand} | ${otherSubName}`,
        website_description: otherTagline && metaLine(brand, otherTagline, offerings, otherLanguage),
        og_title: otherSubName && `${brand} – ${otherSubName}`,
      }),
    },
    hero_section: {
      background_image: builtinImageUrl(`${kind.art}/hero`),
      logo: null,
      shop_name: brand,
      sub_name: subName,
      tagline,
      cta_text: pick(ctx, wording.cta),
      cta_link: '#menu',
      translations: inOther({
        sub_name: otherSubName,
        cta_text: pick(otherCtx, wording.cta),
        tagline: otherTagline,
      }),
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
      // Only the name: a line such as "made with love" would be a claim the owner never made.
      copyright_text: /[.!?]$/.test(brand) ? brand : `${brand}.`,
      translations: inOther({ tagline: say(otherCtx, kind.footer ?? family.footer) }),
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
        translations: inOther({ title: pick(otherCtx, wording.title), description: otherMenuDescription }),
      },
      // Off until the owner adds goods of their own: nothing is put on sale in their name.
      merchandise: {
        title: pick(ctx, ['Produk untuk Dibawa Pulang', 'Take-Home Goods']),
        description: say(ctx, ['Bawa pulang dari {brand}.', 'To take home from {brand}.']),
        is_active: false,
        translations: inOther({
          title: pick(otherCtx, ['Produk untuk Dibawa Pulang', 'Take-Home Goods']),
          description: say(otherCtx, ['Bawa pulang dari {brand}.', 'To take home from {brand}.']),
        }),
      },
      news: {
        title: pick(ctx, ['Kabar Terbaru', 'Latest News']),
        description: say(ctx, ['Kabar dan pengumuman dari {brand}.', 'News and announcements from {brand}.']),
        is_active: true,
        translations: inOther({
          title: pick(otherCtx, ['Kabar Terbaru', 'Latest News']),
          description: say(otherCtx, [
            'Kabar dan pengumuman dari {brand}.',
            'News and announcements from {brand}.',
          ]),
        }),
      },
      stores: {
        title: pick(ctx, storeTexts.title),
        description: visits ? serviceArea(offer.areas, language) : pick(ctx, storeTexts.description),
        is_active: true,
        translations: inOther({
          title: pick(otherCtx, storeTexts.title),
          description: visits ? serviceArea(offer.areas, other) : pick(otherCtx, storeTexts.description),
        }),
      },
    },
    menu_categories: buildMenu(ctx),
    merchandise_items: [],
    news_articles: buildNews(ctx),
    stores,
    reading: {
      wording: wordingId,
      offerings: offer.offerings.length,
      prices: offer.offerings.filter((offering) => offering.price !== null).length,
      hours: stores[0]!.opening_hours.length > 0,
      city: stores[0]!.city,
      street: stores[0]!.address,
      whatsapp: whatsapp !== null,
      unplaced:
        offer.offerings.length > 0
          ? [
              ...offer.unplaced,
              ...catalogueMentions(ctx)
                .filter((mention) => !mention.listed)
                .map((mention) => ({ text: mention.name, price: null })),
            ]
          : offer.unplaced,
    },
  };
}

// Who and where, in one line built from what was read: the kind's own words for what it does and the place
// the owner named ("Potong rambut pria di Makassar."), never the pasted description. A business of no known
// kind is named by the type the owner typed.
function heroLine(
  kind: Kind,
  businessType: string,
  owner: string,
  city: string | null,
  areas: readonly string[],
  visits: boolean,
  language: ContentInput['web_language'],
): string {
  const lang = language === 'indonesia' ? 0 : 1;
  const what = capitalizeFirst(
    kind.id !== GENERAL_KIND.id && saidByOwner(kind.offering[lang]!, owner)
      ? kind.offering[lang]!
      : (typeInLanguage(kind, businessType, lang) ?? (collapseWhitespace(businessType) || kind.name[lang]!)),
  );
  const area = visits ? areas[0] : undefined;
  // A business that comes to its customers serves the city it named as an area ("solo dan sekitarnya").
  const served =
    city && area && ` ${normalizeText(area)} `.includes(` ${normalizeText(city)} `) ? city : null;
  if (city && !served) return `${what} ${lang === 0 ? 'di' : 'in'} ${city}.`;
  const place = served ?? (area && placeName(area));
  if (!place) return `${what}.`;
  return lang === 0 ? `${what} untuk wilayah ${place}.` : `${what} for the ${place} area.`;
}

// The type the owner typed in the other language, said in the site's: the kind's name ("Kedai kopi" on an
// English site is a "Coffee shop") or one of its offerings by name ("Jasa cuci AC" is "Air-Con Cleaning").
function typeInLanguage(kind: Kind, businessType: string, lang: 0 | 1): string | null {
  const typed = normalizeText(businessType);
  const other = lang === 0 ? 1 : 0;
  if (kind.id === GENERAL_KIND.id || !typed) return null;
  if (typed === normalizeText(kind.name[other]!)) return kind.name[lang]!;
  const trade = typed.replace(/^(?:jasa|toko|usaha|layanan) /, '');
  const item = kind.items.find((entry) => normalizeText(entry.name[other]!) === trade);
  return item ? item.name[lang]! : null;
}

// The line search engines show, built like the hero from what was read, never the pasted description: who
// and where, then the first offerings the owner named, as many of three as fit in 160 characters ("Dapur Bu
// Sri: Katering untuk wilayah Solo. Tersedia Nasi Kotak dan Snack Box.").
function metaLine(
  brand: string,
  tagline: string,
  offerings: readonly string[],
  language: ContentInput['web_language'],
): string {
  const who = `${brand}: ${tagline}`;
  for (let count = Math.min(3, offerings.length); count > 0; count--) {
    const list = listNames(offerings.slice(0, count), language);
    const line = `${who} ${language === 'indonesia' ? 'Tersedia' : 'We offer'} ${list}.`;
    if (line.length <= 160) return line;
  }
  return clip(who, 160);
}

// A place as the owner typed it in a chat ("solo", "surabaya barat") written as a name ("Solo", "Surabaya
// Barat"); a word they capitalised or wrote in capitals stays as it is.
const PLACE_JOINERS = new Set(['dan', 'sekitarnya', 'sekitar', 'and', 'around', 'the', 'of']);
function placeName(text: string): string {
  return text
    .split(/\s+/)
    .map((word) => (word === word.toLowerCase() && !PLACE_JOINERS.has(word) ? capitalizeFirst(word) : word))
    .join(' ');
}

// The kind's words for what it does are used only when the owner said as much: every word that carries
// meaning is in their type or description ("Penyelaman dan snorkeling" is not for a freediving school that
// never wrote "snorkeling"). Otherwise the type they typed stands for it.
function saidByOwner(phrase: string, owner: string): boolean {
  const said = ` ${normalizeText(owner)} `;
  return normalizeText(phrase)
    .split(' ')
    .filter((word) => word.length > 3 && !HERO_FILLER.has(word))
    .every((word) => said.includes(` ${word}`));
}

const HERO_FILLER = new Set(
  'dan and the of untuk for layanan services jasa sewa rental produk products'.split(' '),
);

// A business that comes to its customers shows where it serves instead of inviting them to a shop.
const VISIT_STORES = {
  nav: ['Area Layanan', 'Service Area'],
  title: ['Area Layanan', 'Service Area'],
  description: [
    'Hubungi kami untuk memesan dan mengatur jadwal.',
    'Get in touch to order and arrange a time.',
  ],
} as const;

function serviceArea(areas: readonly string[], language: ContentInput['web_language']): string {
  const english = language === 'english';
  if (areas.length === 0) return VISIT_STORES.description[english ? 1 : 0];
  const list = listNames(areas.slice(0, 4).map(placeName), language);
  return english
    ? `We serve ${list}. Get in touch to arrange a time.`
    : `Melayani ${list}. Hubungi kami untuk mengatur jadwal.`;
}
