import {
  DatabaseBackup,
  Globe,
  Image,
  Info,
  LayoutDashboard,
  type LucideIcon,
  Newspaper,
  PanelBottom,
  QrCode,
  Settings,
  ShoppingBag,
  Store,
  UtensilsCrossed,
} from 'lucide-react';

export type AdminNavItem = { sub: string; label: string; icon: LucideIcon; isHighlighted?: boolean };

export const ADMIN_NAV: AdminNavItem[] = [
  { sub: '', label: 'Dashboard', icon: LayoutDashboard },
  { sub: 'hero', label: 'Hero', icon: Image },
  { sub: 'about', label: 'Tentang Kami', icon: Info },
  { sub: 'menu', label: 'Menu', icon: UtensilsCrossed },
  { sub: 'merchandise', label: 'Merchandise', icon: ShoppingBag },
  { sub: 'news', label: 'News', icon: Newspaper },
  { sub: 'stores', label: 'Stores', icon: Store },
  { sub: 'footer', label: 'Footer', icon: PanelBottom },
  { sub: 'web-settings', label: 'Web Settings', icon: Settings },
  { sub: 'qr-kit', label: 'Cetak QR', icon: QrCode },
  { sub: 'data', label: 'Data & Cadangan', icon: DatabaseBackup },
  { sub: 'subscriptions', label: 'Custom Domain & Hosting', icon: Globe, isHighlighted: true },
];
