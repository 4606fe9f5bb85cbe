import type { SectionKey } from '@webku/contract';
import {
  Image,
  Info,
  LayoutList,
  type LucideIcon,
  Newspaper,
  PanelBottom,
  ShoppingBag,
  Store,
  UtensilsCrossed,
} from 'lucide-react';

// Each section's icon, in the admin's navigation and on the dashboard's cards.
export const SECTION_ICONS: Record<SectionKey, LucideIcon> = {
  hero: Image,
  about: Info,
  menu: UtensilsCrossed,
  merchandise: ShoppingBag,
  news: Newspaper,
  stores: Store,
  footer: PanelBottom,
};

// The sections defined by their fields share one icon.
export const ROW_SECTION_ICON: LucideIcon = LayoutList;
