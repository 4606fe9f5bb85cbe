import type { Subscription } from '@webku/contract';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { extendedUntil, isRunning } from '../utils/extension';
import { formatIndonesianDate } from '../utils/format-date';

type ExtendDomainCardProps = {
  subscription: Subscription;
  domain: string;
  heading: ReactNode;
};

// A company has one domain: while it runs (or an invoice for it waits) the domain is shown, not
// asked for, and needs no check: it is already the owner's.
export function ExtendDomainCard({ subscription, domain, heading }: ExtendDomainCardProps) {
  const id = useId();
  const running = isRunning(subscription);
  const until = extendedUntil(subscription);
  return (
    <Card className="p-5 sm:p-6" data-testid="extend-domain">
      {heading}
      <div className="mt-4">
        <Label htmlFor={id}>Domain Anda</Label>
        <div className="relative mt-1.5">
          <Input
            id={id}
            value={domain}
            readOnly
            aria-describedby={`${id}-hint`}
            surface="readOnly"
            className="pr-10"
          />
          <Lock
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-neutral-500"
            aria-hidden="true"
          />
        </div>
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-neutral-700">
          {running
            ? 'Domain ini sudah milik Anda, jadi tidak perlu dicek lagi. Satu website memakai satu domain: perpanjangan menambah 12 bulan pada langganan ini.'
            : 'Invoice untuk domain ini masih menunggu pembayaran. Ingin domain lain? Batalkan dulu invoice itu di halaman Custom Domain & Hosting.'}
        </p>
        {running && (
          <p className="mt-2 text-sm text-neutral-700">
            Berlaku hingga <strong>{formatIndonesianDate(subscription.valid_until)}</strong>
            {until && (
              <>
                , setelah diperpanjang hingga <strong>{formatIndonesianDate(until)}</strong>
              </>
            )}
            .
          </p>
        )}
      </div>
    </Card>
  );
}
