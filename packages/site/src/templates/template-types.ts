import type { TemplateLayouts } from '@webku/contract';
import type { ReactNode } from 'react';
import type { SiteSectionKey } from '../data/section-visibility';
import type { SiteModel } from '../data/site-model';

export type SectionProps<K extends SiteSectionKey> = { site: SiteModel; layout: TemplateLayouts[K] };
export type SectionComponent<K extends SiteSectionKey> = (props: SectionProps<K>) => ReactNode;
