import { about } from '../schemas/about-section';
import { footer } from '../schemas/footer-settings';
import { hero } from '../schemas/hero-section';
import type { AnyOneRowSection } from './fields';

/** The sections of one row per company defined by their fields. */
export const ONE_ROW_SECTIONS: readonly AnyOneRowSection[] = [hero, about, footer];

export function findOneRowSection(key: string): AnyOneRowSection | undefined {
  return ONE_ROW_SECTIONS.find((section) => section.key === key);
}
