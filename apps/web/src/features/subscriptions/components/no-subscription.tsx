import { Globe, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { buttonVariants } from '@/components/ui/button';

export function NoSubscription({ plansHref }: { plansHref: string }) {
  return (
    <EmptyState
      icon={Globe}
      title="Tidak ada langganan aktif"
      description="Pakai alamat sendiri seperti namausaha.com: beli domain .com dan hosting, atau pakai domain yang sudah Anda miliki (misalnya tokoku.my.id). Website Anda tampil di domain itu lengkap dengan HTTPS."
      action={
        <Link to={plansHref} className={buttonVariants({ size: 'lg' })}>
          <ShoppingCart aria-hidden="true" />
          Beli Domain & Hosting
        </Link>
      }
    />
  );
}
