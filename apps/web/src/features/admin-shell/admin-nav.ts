import { type AccessLevel, mayAccess, SECTION_KEYS, SECTIONS, type TeamRole } from '@webku/contract';
import {
  CalendarCheck,
  CreditCard,
  DatabaseBackup,
  Globe,
  LayoutDashboard,
  Link2,
  type LucideIcon,
  PackageX,
  QrCode,
  Settings,
  ShoppingBag,
  Users,
} from 'lucide-react';
import { ROW_SECTION_SCREENS } from '@/lib/row-section-screens';
import { SECTION_ICONS } from './section-icons';

// `access` mirrors the route table's level for the calls the screen makes, so nobody sees a screen whose
// calls their role may not make (the server refuses them anyway).
export type AdminNavItem = {
  sub: string;
  label: string;
  icon: LucideIcon;
  access: AccessLevel;
  isHighlighted?: boolean;
};

export const ADMIN_NAV: AdminNavItem[] = [
  { sub: '', label: 'Dashboard', icon: LayoutDashboard, access: 'site' },
  ...SECTION_KEYS.map((key) => ({
    sub: SECTIONS[key].admin.route,
    label: SECTIONS[key].admin.label,
    icon: SECTION_ICONS[SECTIONS[key].admin.icon],
    access: 'site' as const,
  })),
  ...ROW_SECTION_SCREENS.map(({ key, title, icon }) => ({
    sub: key,
    label: title,
    icon: SECTION_ICONS[icon],
    access: 'site' as const,
  })),
  { sub: 'stok', label: 'Stok & Habis', icon: PackageX, access: 'counter' },
  { sub: 'booking', label: 'Booking', icon: CalendarCheck, access: 'counter' },
  { sub: 'pesanan', label: 'Pesanan', icon: ShoppingBag, access: 'counter' },
  { sub: 'pembayaran-online', label: 'Pembayaran Online', icon: CreditCard, access: 'owner' },
  { sub: 'web-settings', label: 'Web Settings', icon: Settings, access: 'site' },
  { sub: 'qr-kit', label: 'Cetak QR', icon: QrCode, access: 'site' },
  { sub: 'link-bio', label: 'Link Bio', icon: Link2, access: 'site' },
  { sub: 'tim', label: 'Tim', icon: Users, access: 'owner' },
  { sub: 'data', label: 'Data & Cadangan', icon: DatabaseBackup, access: 'account' },
  {
    sub: 'subscriptions',
    label: 'Custom Domain & Hosting',
    icon: Globe,
    access: 'owner',
    isHighlighted: true,
  },
];

// Screens reached from others rather than from the menu.
const OTHER_SCREENS: Record<string, AccessLevel> = {
  'section-settings': 'site',
  assets: 'site',
  'subscription-plans': 'owner',
};

export const navFor = (role: TeamRole) => ADMIN_NAV.filter((item) => mayAccess(role, item.access));

/** Whether the role may open the admin screen at `sub` (its first path segment decides). */
export function mayOpen(role: TeamRole, sub: string): boolean {
  const first = sub.split('/')[0] ?? '';
  const access = ADMIN_NAV.find((item) => item.sub === first)?.access ?? OTHER_SCREENS[first] ?? 'owner';
  return mayAccess(role, access);
}
