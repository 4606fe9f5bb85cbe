import type { AdminIcon } from '@webku/contract';
import {
  BadgePercent,
  CircleHelp,
  Image,
  Images,
  Info,
  type LucideIcon,
  Newspaper,
  PanelBottom,
  Quote,
  ShoppingBag,
  Store,
  UtensilsCrossed,
} from 'lucide-react';

// The picture of each icon a section's definition names, in the admin's navigation and on the dashboard.
export const SECTION_ICONS: Record<AdminIcon, LucideIcon> = {
  image: Image,
  info: Info,
  utensils: UtensilsCrossed,
  'shopping-bag': ShoppingBag,
  newspaper: Newspaper,
  store: Store,
  'panel-bottom': PanelBottom,
  'circle-help': CircleHelp,
  quote: Quote,
  images: Images,
  'badge-percent': BadgePercent,
};
