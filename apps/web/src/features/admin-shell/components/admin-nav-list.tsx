import { NavLink } from 'react-router';
import { useRole } from '@/lib/session';
import { adminPath } from '@/lib/site-mode';
import { cn } from '@/lib/utils';
import { navFor } from '../admin-nav';

export function AdminNavList({ slug, onNavigate }: { slug: string; onNavigate?: () => void }) {
  const role = useRole();
  return (
    <nav aria-label="Menu admin" className="p-3">
      <ul className="space-y-1">
        {navFor(role).map(({ sub, label, icon: Icon, isHighlighted }) => (
          <li key={label} className={cn(isHighlighted && 'pt-3')}>
            <NavLink
              to={adminPath(slug, sub)}
              end={sub === ''}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm transition-colors',
                  isHighlighted && 'text-brand-800 ring-1 hover:bg-brand-100',
                  isHighlighted &&
                    (isActive
                      ? 'bg-brand-100 font-semibold ring-brand-300'
                      : 'bg-brand-50 font-medium ring-brand-200'),
                  !isHighlighted && 'hover:bg-neutral-100 hover:text-neutral-900',
                  !isHighlighted &&
                    (isActive
                      ? 'bg-neutral-100 font-semibold text-neutral-900 [&_svg]:text-brand-700'
                      : 'font-medium text-neutral-700'),
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
