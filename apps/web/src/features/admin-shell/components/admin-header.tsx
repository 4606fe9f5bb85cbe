import { ROLE_NAMES, type TeamCompany } from '@webku/contract';
import { ExternalLink, LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { BrandMark } from '@/components/brand-logo';
import { Button, buttonVariants } from '@/components/ui/button';
import { signOut, switchCompany } from '@/lib/session';
import { adminPath, publicSitePath } from '@/lib/site-mode';
import { notify } from '@/lib/toast';
import { useGoHome } from '@/lib/use-go-home';

type AdminHeaderProps = {
  companyName: string;
  companyId: number;
  companies: TeamCompany[];
  slug: string;
  publicUrl?: string;
  onOpenMenu: () => void;
};

export function AdminHeader({
  companyName,
  companyId,
  companies,
  slug,
  publicUrl,
  onOpenMenu,
}: AdminHeaderProps) {
  const goHome = useGoHome();
  const [isSigningOut, setSigningOut] = useState(false);

  const handleLogout = async () => {
    setSigningOut(true);
    await signOut();
    goHome();
  };

  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white/95 backdrop-blur supports-backdrop-filter:bg-white/80">
      <div className="flex h-16 items-center gap-2 px-2 sm:px-4 md:px-6">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          onClick={onOpenMenu}
          aria-label="Buka menu admin"
        >
          <Menu className="size-5!" aria-hidden="true" />
        </Button>
        <BrandMark className="hidden size-8 md:block" />
        {companies.length > 1 ? (
          <CompanySwitcher companyId={companyId} companies={companies} />
        ) : (
          <p className="min-w-0 flex-1 truncate text-base font-semibold text-neutral-900 md:ml-1">
            {companyName} Admin
          </p>
        )}
        <a
          href={publicUrl ?? publicSitePath(slug)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline', size: 'compact', className: 'sm:px-4' })}
          title="Buka website di tab baru"
        >
          <ExternalLink aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Preview Web</span>
        </a>
        <Button
          variant="ghost"
          size="compact"
          className="sm:px-4"
          onClick={handleLogout}
          isLoading={isSigningOut}
        >
          {!isSigningOut && <LogOut aria-hidden="true" />}
          <span className="sr-only sm:not-sr-only">Logout</span>
        </Button>
      </div>
    </header>
  );
}

// A member of several teams picks the company the admin shows; the page loads anew into that company's
// admin, so nothing read for the other company stays on screen.
function CompanySwitcher({ companyId, companies }: { companyId: number; companies: TeamCompany[] }) {
  return (
    <div className="min-w-0 flex-1 md:ml-1">
      <select
        aria-label="Pilih usaha"
        className="min-h-11 w-auto max-w-full truncate rounded-lg border-0 bg-transparent text-base font-semibold text-neutral-900"
        value={companyId}
        onChange={async (event) => {
          try {
            const next = await switchCompany(Number(event.target.value));
            window.location.assign(adminPath(next.company?.slug ?? '', ''));
          } catch (error) {
            notify.failure(error, 'Gagal berpindah usaha');
          }
        }}
      >
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name} ({ROLE_NAMES[company.role]})
          </option>
        ))}
      </select>
    </div>
  );
}
