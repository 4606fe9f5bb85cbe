import type { PublicPayload, Template, WebLanguage } from '@webku/contract';
import { builtinHeroImage } from './builtin-images';
import { TEMPLATE_DEFAULTS, UI_WORDS } from './site-texts';
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

// Spec §2: hero tagline, then the company description, then a default phrase.
export function resolveTagline(payload: PublicPayload, language: WebLanguage): string {
  return (
    textOrNull(payload.hero_section?.tagline) ??
    textOrNull(payload.company.description) ??
    UI_WORDS[language].welcome(payload.company.name)
  );
}

// '#x' scrolls to that anchor, any other value is a normal link, nothing scrolls to the menu.
export function resolveCta(payload: PublicPayload, template: Template): Cta {
  const link = textOrNull(payload.hero_section?.cta_link) ?? '#menu';
  return {
    text: textOr(payload.hero_section?.cta_text, TEMPLATE_DEFAULTS[template].ctaText),
    href: link,
    isAnchor: link.startsWith('#'),
  };
}

export function buildHeroModel(payload: PublicPayload, template: Template, language: WebLanguage): HeroModel {
  const hero = payload.hero_section;
  return {
    backgroundImage: textOr(hero?.background_image, builtinHeroImage(template)),
    logo: textOrNull(hero?.logo),
    shopName: textOr(hero?.shop_name, payload.company.name),
    subName: textOrNull(hero?.sub_name),
    tagline: resolveTagline(payload, language),
    cta: resolveCta(payload, template),
  };
}
