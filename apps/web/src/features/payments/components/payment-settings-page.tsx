import type {
  PaymentMethod,
  PaymentProviderName,
  PaymentSettings,
  PaymentSettingsInput,
} from '@webku/contract';
import { CreditCard } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { usePaymentSettings, useSavePaymentSettings } from '../api/payments-api';

const PROVIDERS: { value: PaymentProviderName | null; label: string }[] = [
  { value: null, label: 'Tidak memakai gateway' },
  { value: 'midtrans', label: 'Midtrans' },
  { value: 'xendit', label: 'Xendit' },
];

const METHODS: { value: PaymentMethod; label: string }[] = [
  { value: 'qris', label: 'QRIS' },
  { value: 'ewallet', label: 'E-wallet (GoPay, OVO, DANA, ShopeePay)' },
  { value: 'va', label: 'Virtual account bank' },
];

type Draft = Omit<PaymentSettingsInput, 'keys'> & {
  serverKey: string;
  secretKey: string;
  callbackToken: string;
};

const draftOf = (settings: PaymentSettings): Draft => ({
  provider: settings.provider,
  methods: settings.methods,
  orders_online: settings.orders_online,
  booking_deposit: settings.booking_deposit,
  serverKey: '',
  secretKey: '',
  callbackToken: '',
});

// The keys typed here go to the server once and are never shown again: the screen only knows has_keys.
function inputOf(draft: Draft): PaymentSettingsInput {
  const { serverKey, secretKey, callbackToken, ...settings } = draft;
  if (draft.provider === 'midtrans' && serverKey.trim())
    return { ...settings, keys: { server_key: serverKey.trim() } };
  if (draft.provider === 'xendit' && (secretKey.trim() || callbackToken.trim())) {
    return { ...settings, keys: { secret_key: secretKey.trim(), callback_token: callbackToken.trim() } };
  }
  return settings;
}

function KeyField({
  id,
  label,
  value,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint: string;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="text-xs text-neutral-600">{hint}</p>
    </div>
  );
}

function SwitchRow({
  id,
  label,
  description,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id={id} className="font-medium text-neutral-900">
          {label}
        </p>
        <p className="text-sm text-neutral-700">{description}</p>
      </div>
      <Switch aria-labelledby={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

export function PaymentSettingsPage() {
  const settings = usePaymentSettings();
  const save = useSavePaymentSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(draftOf(settings.data));
  }, [settings.data]);
  const set = (change: Partial<Draft>) =>
    setDraft((current) => (current ? { ...current, ...change } : current));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft) save.mutate(inputOf(draft));
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Pembayaran Online"
        description="Hubungkan akun Midtrans atau Xendit Anda sendiri: pelanggan membayar pesanan lewat QRIS, e-wallet atau virtual account, dan pesanan tercatat lunas dengan sendirinya. Uang masuk langsung ke akun Anda."
      />
      {!draft || !settings.data ? (
        <LinesSkeleton />
      ) : (
        <form onSubmit={submit} className="space-y-6">
          <Card className="space-y-4 p-4">
            <fieldset className="space-y-2">
              <legend className="font-medium text-neutral-900">Gateway</legend>
              {PROVIDERS.map((option) => (
                <label key={option.label} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="provider"
                    className="size-5"
                    checked={draft.provider === option.value}
                    onChange={() =>
                      set({
                        provider: option.value,
                        ...(option.value ? {} : { orders_online: false, booking_deposit: false }),
                      })
                    }
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
            {draft.provider && (
              <p className="flex items-center gap-2 text-sm text-neutral-800">
                <CreditCard className="size-4" aria-hidden="true" />
                {settings.data.provider === draft.provider && settings.data.has_keys
                  ? 'Kunci tersimpan dan terenkripsi. Isi lagi hanya untuk menggantinya.'
                  : 'Belum ada kunci tersimpan: isi kunci dari dasbor gateway Anda.'}
              </p>
            )}
            {draft.provider === 'midtrans' && (
              <KeyField
                id="server-key"
                label="Server Key Midtrans"
                value={draft.serverKey}
                onChange={(serverKey) => set({ serverKey })}
                hint="Dasbor Midtrans › Settings › Access Keys. Diperiksa sekali ke Midtrans saat disimpan."
              />
            )}
            {draft.provider === 'xendit' && (
              <>
                <KeyField
                  id="secret-key"
                  label="Secret API Key Xendit"
                  value={draft.secretKey}
                  onChange={(secretKey) => set({ secretKey })}
                  hint="Dasbor Xendit › Settings › API Keys, dengan izin Money-in."
                />
                <KeyField
                  id="callback-token"
                  label="Token verifikasi webhook Xendit"
                  value={draft.callbackToken}
                  onChange={(callbackToken) => set({ callbackToken })}
                  hint="Dasbor Xendit › Settings › Webhooks."
                />
              </>
            )}
            {draft.provider === 'xendit' && settings.data.webhook_url && (
              <p className="text-sm text-neutral-800 wrap-anywhere">
                Alamat webhook Invoices di dasbor Xendit:{' '}
                <code className="font-mono">{settings.data.webhook_url}</code>
              </p>
            )}
          </Card>

          {draft.provider && (
            <Card className="space-y-4 p-4">
              <fieldset className="space-y-2">
                <legend className="font-medium text-neutral-900">Metode pembayaran</legend>
                {METHODS.map((method) => (
                  <label key={method.value} className="flex min-h-11 items-center gap-3">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={draft.methods.includes(method.value)}
                      onChange={(event) =>
                        set({
                          methods: event.target.checked
                            ? [...draft.methods, method.value]
                            : draft.methods.filter((value) => value !== method.value),
                        })
                      }
                    />
                    {method.label}
                  </label>
                ))}
              </fieldset>
              <SwitchRow
                id="orders-online"
                label="Pesanan dibayar online"
                description="Daftar pesanan di website menampilkan tombol “Bayar sekarang”."
                checked={draft.orders_online}
                onChange={(orders_online) => set({ orders_online })}
              />
              <SwitchRow
                id="booking-deposit"
                label="Uang muka booking"
                description="Layanan yang diberi uang muka di Booking › Pengaturan dibayar saat pelanggan booking; booking terkonfirmasi setelah lunas, dan jadwalnya dilepas bila tidak dibayar."
                checked={draft.booking_deposit}
                onChange={(booking_deposit) => set({ booking_deposit })}
              />
            </Card>
          )}
          <Button type="submit" isLoading={save.isPending}>
            Simpan
          </Button>
        </form>
      )}
    </div>
  );
}
