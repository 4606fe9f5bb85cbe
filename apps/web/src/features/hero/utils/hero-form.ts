import type { HeroSection } from '@webku/contract';
import { toFormText } from '@/lib/form-values';

export type HeroFormValues = Record<keyof HeroSection, string>;

// When the hero cannot be loaded the editor starts from these placeholder defaults.
export function heroPlaceholders(companyName: string | null | undefined): HeroFormValues {
  return {
    background_image: '',
    logo: '',
    shop_name: companyName ?? '',
    sub_name: '',
    tagline: '',
    cta_text: 'See Our Menu',
    cta_link: '#menu',
  };
}

export function toHeroFormValues(
  hero: HeroSection | null | undefined,
  companyName?: string | null,
): HeroFormValues {
  if (!hero) return heroPlaceholders(companyName);
  return {
    background_image: toFormText(hero.background_image),
    logo: toFormText(hero.logo),
    shop_name: toFormText(hero.shop_name),
    sub_name: toFormText(hero.sub_name),
    tagline: toFormText(hero.tagline),
    cta_text: toFormText(hero.cta_text),
    cta_link: toFormText(hero.cta_link),
  };
}
