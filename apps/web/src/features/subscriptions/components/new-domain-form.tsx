import { DOMAIN_SUFFIX, normalizeDomainName } from '@webku/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { failureMessage } from '@/lib/api-errors';
import { cn } from '@/lib/utils';
import { useChooseRegistrationDomain } from '../api/use-choose-registration-domain';

// Another .com name for the paid invoice whose registration failed; the server checks it like a new one.
export function NewDomainForm({ invoiceId }: { invoiceId: number }) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choose = useChooseRegistrationDomain(invoiceId);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = normalizeDomainName(name);
    if (!result.ok) return setError(result.message);
    choose.mutate(result.domain, {
      onError: (failure) =>
        setError(failureMessage(failure, 'Gagal mendaftarkan domain. Silakan coba lagi.')),
    });
  };

  return (
    <form
      className="mt-4 rounded-lg border border-neutral-200 bg-white p-4"
      onSubmit={handleSubmit}
      noValidate
    >
      <Label htmlFor={id}>Nama domain lain</Label>
      <div className="mt-1.5 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <div
            className={cn(
              'flex min-h-11 items-stretch overflow-hidden rounded-lg border bg-white shadow-xs',
              'focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30',
              error ? 'border-red-600' : 'border-neutral-300',
            )}
          >
            <input
              id={id}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
              placeholder="namausaha"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="url"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="min-w-0 flex-1 bg-transparent px-3 text-base text-neutral-900 outline-none placeholder:text-neutral-500 sm:text-sm"
            />
            <span className="flex items-center border-l border-neutral-200 bg-neutral-50 px-3 text-sm font-medium text-neutral-700">
              {DOMAIN_SUFFIX}
            </span>
          </div>
          {error && (
            <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" isLoading={choose.isPending} className="sm:w-auto">
          Daftarkan Domain Ini
        </Button>
      </div>
      <p className="mt-2 text-xs text-neutral-600">
        Dibayar dengan invoice yang sama; kami cek dulu bahwa nama ini masih tersedia.
      </p>
    </form>
  );
}
