import { DEFAULT_TEMPLATE, type Template } from '@webku/contract';
import { classicWebsite } from './classic-website';
import { katalogToko } from './katalog-toko';
import { layananJasa } from './layanan-jasa';
import { minimalisCoffeeShop } from './minimalis-coffee-shop';
import type { SiteTemplate } from './template-types';

export const SITE_TEMPLATES = {
  [minimalisCoffeeShop.id]: minimalisCoffeeShop,
  [classicWebsite.id]: classicWebsite,
  [layananJasa.id]: layananJasa,
  [katalogToko.id]: katalogToko,
} satisfies Record<Template, SiteTemplate>;

// Stored rows can predate the list, so the value is checked here rather than trusted.
export function findTemplate(value: string): SiteTemplate | null {
  return Object.hasOwn(SITE_TEMPLATES, value) ? SITE_TEMPLATES[value as Template] : null;
}

export function findTemplateOrDefault(value: string | null | undefined): SiteTemplate {
  return findTemplate(value ?? DEFAULT_TEMPLATE) ?? SITE_TEMPLATES[DEFAULT_TEMPLATE];
}
