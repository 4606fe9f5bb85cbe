import { SECTION_KEYS, SECTIONS } from '@webku/contract';
import {
  CalendarCheck,
  DatabaseBackup,
  Globe,
  LayoutDashboard,
  type LucideIcon,
  QrCode,
  Settings,
} from 'lucide-react';
import { ROW_SECTION_SCREENS } from '@/lib/row-section-screens';
import { ROW_SECTION_ICON, SECTION_ICONS } from './section-icons';

export type AdminNavItem = { sub: string; label: string; icon: LucideIcon; isHighlighted?: boolean };

export const ADMIN_NAV: AdminNavItem[] = [
  { sub: '', label: 'Dashboard', icon: LayoutDashboard },
  ...SECTION_KEYS.map((key) => ({
    sub: SECTIONS[key].admin.route,
    label: SECTIONS[key].admin.label,
    icon: SECTION_ICONS[key],
  })),
  ...ROW_SECTION_SCREENS.map(({ key, title }) => ({ sub: key, label: title, icon: ROW_SECTION_ICON })),
  { sub: 'booking', label: 'Booking', icon: CalendarCheck },
  { sub: 'web-settings', label: 'Web Settings', icon: Settings },
  { sub: 'qr-kit', label: 'Cetak QR', icon: QrCode },
  { sub: 'data', label: 'Data & Cadangan', icon: DatabaseBackup },
  { sub: 'subscriptions', label: 'Custom Domain & Hosting', icon: Globe, isHighlighted: true },
];
