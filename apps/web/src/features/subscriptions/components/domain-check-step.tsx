import { DOMAIN_SUFFIX, type DomainCheck, type DomainPurpose } from '@webku/contract';
import { CheckCircle2, Search, XCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { HttpError } from '@/lib/api-client';
import { failureMessage, serverMessage } from '@/lib/api-errors';
import { cn } from '@/lib/utils';
import { useCheckDomain } from '../api/use-check-domain';
import { toDomainCheckRequest } from '../utils/domain-input';
import { StepHeading } from './step-heading';
import { UnicodeDomainHint } from './unicode-domain-hint';

const RESULT_TEXT = {
  register: {
    yes: (d: string) => `${d} tersedia`,
    no: (d: string) => `${d} tidak tersedia`,
    yesHint: 'Domain ini bisa Anda pakai. Periksa detail checkout di bawah.',
    noHint: 'Domain ini sudah dipakai orang lain. Coba nama lain, misalnya dengan menambahkan nama kota.',
  },
  hosting: {
    yes: (d: string) => `${d} bisa dipakai`,
    no: (d: string) => `${d} sudah dipakai website lain di Webku`,
    yesHint:
      'Setelah membayar, Anda membuktikan domain ini milik Anda dan mengarahkannya ke Webku dengan record DNS yang kami tunjukkan di halaman Custom Domain & Hosting.',
    noHint: 'Satu domain hanya untuk satu website. Periksa lagi nama domain Anda.',
  },
} as const;

function CheckResult({ check, purpose }: { check: DomainCheck; purpose: DomainPurpose }) {
  const isAvailable = check.available === 'Yes';
  const text = RESULT_TEXT[purpose];
  const Icon = isAvailable ? CheckCircle2 : XCircle;
  return (
    <div
      role="status"
      className={cn(
        'mt-4 flex items-start gap-3 rounded-lg border p-4',
        isAvailable ? 'border-emerald-200 bg-emerald-50' : 'border-red-200 bg-red-50',
      )}
    >
      <Icon
        className={cn('mt-0.5 size-5 shrink-0', isAvailable ? 'text-emerald-700' : 'text-red-700')}
        aria-hidden="true"
      />
      <div className="min-w-0 text-sm">
        <p className={cn('font-semibold wrap-anywhere', isAvailable ? 'text-emerald-900' : 'text-red-900')}>
          {isAvailable ? text.yes(check.domain_name) : text.no(check.domain_name)}
        </p>
        <UnicodeDomainHint domain={check.domain_name} />
        <p className={isAvailable ? 'text-emerald-800' : 'text-red-800'}>
          {isAvailable ? text.yesHint : text.noHint}
        </p>
      </div>
    </div>
  );
}

// Step 1 'Cek Domain': for a domain to register the owner types the name and the interface adds '.com'
// (registered domains are .com); for hosting alone they type the full name of the domain they already hold.
export function DomainCheckStep({
  purpose,
  onChecked,
}: {
  purpose: DomainPurpose;
  onChecked: (check: DomainCheck | null) => void;
}) {
  const isHosting = purpose === 'hosting';
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const checkDomain = useCheckDomain();
  const result = checkDomain.data;

  const handleChange = (value: string) => {
    setName(value);
    setError(null);
    if (checkDomain.data || checkDomain.error) {
      checkDomain.reset();
      onChecked(null);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = toDomainCheckRequest(name, purpose);
    if (!request.ok) {
      setError(request.message);
      onChecked(null);
      return;
    }
    checkDomain.mutate(request.path, {
      onSuccess: (check) => onChecked(check),
      onError: (failure) => {
        // A refused name (422) or a rate limit (429) says why; provider trouble stays a plain message.
        const isRefused = failure instanceof HttpError && failure.status === 422;
        const fallback = failureMessage(failure, 'Gagal mengecek domain. Silakan coba lagi.');
        setError((isRefused && serverMessage(failure)) || fallback);
        onChecked(null);
      },
    });
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <Card className="p-5 sm:p-6">
      <StepHeading step={1} title="Cek Domain" isDone={result?.available === 'Yes'} />
      <form className="mt-4" onSubmit={handleSubmit} noValidate>
        <Label htmlFor={id}>Nama domain</Label>
        <div className="mt-1.5 flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <div
              className={cn(
                'flex min-h-11 items-stretch overflow-hidden rounded-lg border bg-white shadow-xs transition-colors',
                'focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30',
                error ? 'border-red-600' : 'border-neutral-300',
              )}
            >
              <input
                id={id}
                name="domain"
                value={name}
                onChange={(event) => handleChange(event.target.value)}
                placeholder={isHosting ? 'tokoku.my.id' : 'namausaha'}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                inputMode="url"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                className="min-w-0 flex-1 bg-transparent px-3 text-base text-neutral-900 outline-none placeholder:text-neutral-500 focus-visible:outline-none sm:text-sm"
              />
              {!isHosting && (
                <span className="flex items-center border-l border-neutral-200 bg-neutral-50 px-3 text-sm font-medium text-neutral-700">
                  {DOMAIN_SUFFIX}
                </span>
              )}
            </div>
            <p id={hintId} className="mt-1.5 text-xs text-neutral-600">
              {isHosting
                ? 'Domain yang sudah Anda miliki, lengkap dengan akhirannya, tanpa www. Contoh: tokoku.my.id'
                : 'Huruf, angka dan tanda hubung saja, tanpa www. Contoh: kopisenja'}
            </p>
            {error && (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" isLoading={checkDomain.isPending} className="sm:w-36">
            {!checkDomain.isPending && <Search aria-hidden="true" />}
            Cek Domain
          </Button>
        </div>
      </form>
      {result && <CheckResult check={result} purpose={purpose} />}
    </Card>
  );
}
