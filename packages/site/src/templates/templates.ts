import type { Template } from '@webku/contract';
import { classicTemplate } from './classic-template';
import { coffeeTemplate } from './coffee-template';
import type { TemplateDefinition } from './template-types';

export const TEMPLATE_DEFINITIONS = {
  'minimalis-coffee-shop': coffeeTemplate,
  'classic-website': classicTemplate,
} satisfies Record<Template, TemplateDefinition>;

// Stored rows can predate the enum, so the value is checked here rather than trusted.
export function findTemplate(value: string): TemplateDefinition | null {
  return Object.hasOwn(TEMPLATE_DEFINITIONS, value) ? TEMPLATE_DEFINITIONS[value as Template] : null;
}
