import { unicodeDomain } from '@webku/contract';
import { cn } from '@/lib/utils';

// An 'xn--' name reads differently in the browser: 'xn--pple-43d.com' is 'аpple.com' with a Cyrillic
// 'а'. The owner sees that form beside the name, to be sure it is the domain they meant.
export function UnicodeDomainHint({ domain, className }: { domain: string | null; className?: string }) {
  const unicode = domain ? unicodeDomain(domain) : null;
  if (!unicode) return null;
  return (
    <span className={cn('block text-sm font-normal text-amber-900 wrap-anywhere', className)}>
      Tampil di browser sebagai <strong className="font-semibold">{unicode}</strong>. Pastikan ini domain yang
      Anda maksud.
    </span>
  );
}
