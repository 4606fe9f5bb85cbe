import { Badge } from './ui/badge';

export function StatusBadge({
  isOn,
  on = 'Aktif',
  off = 'Disembunyikan',
}: {
  isOn: boolean;
  on?: string;
  off?: string;
}) {
  return <Badge tone={isOn ? 'success' : 'muted'}>{isOn ? on : off}</Badge>;
}
