import type { KnownTemplateManifest, PublicPayload } from '@webku/contract';
import type { SiteTexts } from '../texts/site-texts';
import { builtinHeroImage } from './builtin-images';
import { textOr, textOrNull } from './text';

export type Cta = { text: string; href: string; isAnchor: boolean };
export type HeroModel = {
  backgroundImage: string;
  logo: string | null;
  shopName: string;
  subName: string | null;
  tagline: string;
  cta: Cta;
};

// The tagline: the hero's own, then the company description, then a default phrase.
export function resolveTagline(payload: PublicPayload, texts: SiteTexts): string {
  return (
    textOrNull(payload.hero_section?.tagline) ??
    textOrNull(payload.company.description) ??
    texts.welcome(payload.company.name)
  );
}

// '#x' scrolls to that anchor, any other value is a normal link, nothing scrolls to the menu.
export function resolveCta(payload: PublicPayload, template: KnownTemplateManifest, texts: SiteTexts): Cta {
  const link = textOrNull(payload.hero_section?.cta_link) ?? '#menu';
  return {
    text: textOr(payload.hero_section?.cta_text, texts.ctaText[template.id]),
    href: link,
    isAnchor: link.startsWith('#'),
  };
}

// `art`: the company's set of built-in pictures, shown while the owner has no hero image.
export function buildHeroModel(
  payload: PublicPayload,
  template: KnownTemplateManifest,
  texts: SiteTexts,
  art?: string | null,
): HeroModel {
  const hero = payload.hero_section;
  return {
    backgroundImage: textOr(hero?.background_image, builtinHeroImage(template, art)),
    logo: textOrNull(hero?.logo),
    shopName: textOr(hero?.shop_name, payload.company.name),
    subName: textOrNull(hero?.sub_name),
    tagline: resolveTagline(payload, texts),
    cta: resolveCta(payload, template, texts),
  };
}
