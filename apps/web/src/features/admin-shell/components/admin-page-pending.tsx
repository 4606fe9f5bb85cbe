import { ArrowLeft } from 'lucide-react';
import { Link, useMatches } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/session';
import { adminPath } from '@/lib/site-mode';

function useRouteTitle(): string {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { title?: string } | undefined;
  return handle?.title ?? 'Admin';
}

// Screens whose editor has not shipped yet: say so plainly instead of showing a fake form.
export function AdminPagePending() {
  const title = useRouteTitle();
  const slug = useSession().company?.slug ?? '';

  return (
    <div className="space-y-6">
      <DocumentTitle>{`${title} — Webku Admin`}</DocumentTitle>
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{title}</h1>
      <Card className="p-6">
        <p className="text-sm text-neutral-700">
          Halaman pengelolaan {title} sedang kami siapkan dan belum bisa dipakai.
        </p>
        <Link to={adminPath(slug)} className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
          <ArrowLeft aria-hidden="true" />
          Kembali ke Dashboard
        </Link>
      </Card>
    </div>
  );
}
