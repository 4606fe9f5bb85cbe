import { BIO_CUSTOM_MAX, BIO_LABEL_MAX, type BioButton, bioLinkUrlProblem } from '@webku/contract';
import { ArrowDown, ArrowUp, Copy, Download, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useQrCode } from '@/components/section-settings/use-qr-code';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { serverMessage } from '@/lib/api-errors';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useBioLinks, useSaveBioLinks } from '../api/bio-links-api';
import { BioPreview } from './bio-preview';
import { buttonKey } from './button-key';

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

function AddressCard({ address }: { address: string }) {
  const qr = useQrCode(address);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      notify.success('Link disalin. Tempel di bio Instagram atau TikTok Anda.');
    } catch {
      notify.error('Link tidak bisa disalin otomatis: pilih alamatnya lalu salin.');
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Alamat Link Bio</CardTitle>
        <CardDescription>Pasang di bio Instagram, TikTok atau WhatsApp Business Anda.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {qr ? (
          <img
            src={qr}
            alt={`Kode QR untuk ${address}`}
            className="size-36 shrink-0 self-center rounded-lg border border-neutral-200 bg-white p-1"
          />
        ) : (
          <Skeleton rounded="lg" className="size-36 shrink-0 self-center" />
        )}
        <div className="min-w-0 space-y-3">
          <Input readOnly surface="readOnly" value={address} aria-label="Alamat Link Bio" />
          <div className="flex flex-wrap gap-2">
            <Button onClick={copy}>
              <Copy aria-hidden="true" />
              Salin link
            </Button>
            {qr && (
              <a
                href={qr}
                download="link-bio-qr.png"
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-100"
              >
                <Download className="size-4" aria-hidden="true" />
                Unduh kode QR
              </a>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

function ButtonRow({
  button,
  index,
  count,
  onChange,
}: {
  button: BioButton;
  index: number;
  count: number;
  onChange: (change: 'up' | 'down' | 'remove' | { is_visible: boolean }) => void;
}) {
  return (
    <li className="flex items-center gap-2 py-3" data-testid="bio-button-row">
      <div className="flex flex-col">
        <Button
          variant="ghost-muted"
          size="icon"
          aria-label={`Naikkan ${button.label}`}
          disabled={index === 0}
          onClick={() => onChange('up')}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost-muted"
          size="icon"
          aria-label={`Turunkan ${button.label}`}
          disabled={index === count - 1}
          onClick={() => onChange('down')}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-neutral-900">{button.label}</p>
        <p className="truncate text-xs text-neutral-600" title={button.url}>
          {button.url}
        </p>
        <p className="text-xs text-neutral-700">{button.clicks.toLocaleString('id-ID')} klik dalam 28 hari</p>
      </div>
      <Switch
        checked={button.is_visible}
        onCheckedChange={(is_visible) => onChange({ is_visible })}
        aria-label={`Tampilkan ${button.label}`}
      />
      {button.key === 'custom' && (
        <Button
          variant="ghost-danger"
          size="icon"
          aria-label={`Hapus ${button.label}`}
          onClick={() => onChange('remove')}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

function AddLinkForm({
  onAdd,
  full,
  taken,
}: {
  onAdd: (button: BioButton) => void;
  full: boolean;
  /** The addresses of the own links already in the list. */
  taken: readonly string[];
}) {
  const id = useId();
  const [label, setLabel] = useState('');
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = !label.trim()
      ? 'Nama tautan wajib diisi'
      : (bioLinkUrlProblem(url.trim(), label) ??
        (taken.includes(url.trim()) ? `Alamat tautan "${label.trim()}" sudah ada di daftar` : null));
    setProblem(found);
    if (found) return;
    onAdd({ key: 'custom', label: label.trim(), url: url.trim(), is_visible: true, clicks: 0 });
    setLabel('');
    setUrl('');
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-label`}>Nama tautan</Label>
          <Input
            id={`${id}-label`}
            value={label}
            maxLength={BIO_LABEL_MAX}
            placeholder="Katalog lengkap"
            onChange={(event) => setLabel(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-url`}>Alamat (https://)</Label>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={url}
            placeholder="https://"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setUrl(event.target.value)}
          />
        </div>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" variant="outline" disabled={full}>
        <Plus aria-hidden="true" />
        Tambah tautan
      </Button>
      {full && <p className="text-sm text-neutral-700">Tautan sendiri maksimal {BIO_CUSTOM_MAX}.</p>}
    </form>
  );
}

export function BioLinksPage() {
  const bio = useBioLinks();
  const save = useSaveBioLinks();
  const name = useSession().company?.name ?? '';
  const [buttons, setButtons] = useState<BioButton[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (bio.data) setButtons(bio.data.buttons);
  }, [bio.data]);
  const list = buttons ?? [];
  const dirty = bio.data !== undefined && JSON.stringify(bio.data.buttons) !== JSON.stringify(list);

  const change = (index: number, what: Parameters<Parameters<typeof ButtonRow>[0]['onChange']>[0]) => {
    setButtons((current) => {
      const all = current ?? [];
      if (what === 'up') return move(all, index, index - 1);
      if (what === 'down') return move(all, index, index + 1);
      if (what === 'remove') return all.filter((_, i) => i !== index);
      return all.map((button, i) => (i === index ? { ...button, ...what } : button));
    });
  };
  const submit = async () => {
    setRefusal(null);
    try {
      await save.mutateAsync(list);
      notify.success('Link Bio disimpan');
    } catch (error) {
      const message = serverMessage(error);
      setRefusal(message);
      notify.failure(error, 'Link Bio gagal disimpan');
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Link Bio"
        description="Satu halaman berisi semua tautan usaha Anda: WhatsApp, menu, GoFood, Shopee dan lainnya. Urutkan, sembunyikan, atau tambah tautan sendiri."
      />
      {bio.isPending || !buttons ? (
        <Skeleton className="h-64 w-full" />
      ) : bio.data ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_390px]">
          <div className="min-w-0 space-y-6">
            <AddressCard address={bio.data.address} />
            <Card>
              <CardHeader>
                <CardTitle>Tombol</CardTitle>
                <CardDescription>
                  Urutan di sini adalah urutan di halaman. Jumlah klik dihitung tanpa cookie.
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-4">
                <ul className="divide-y divide-neutral-200">
                  {list.map((button, index) => (
                    <ButtonRow
                      key={buttonKey(button)}
                      button={button}
                      index={index}
                      count={list.length}
                      onChange={(what) => change(index, what)}
                    />
                  ))}
                </ul>
                <AddLinkForm
                  full={list.filter((button) => button.key === 'custom').length >= BIO_CUSTOM_MAX}
                  onAdd={(button) => setButtons([...list, button])}
                  taken={list.filter((button) => button.key === 'custom').map((button) => button.url)}
                />
                {refusal && (
                  <p role="alert" className="text-sm text-red-700">
                    {refusal}
                  </p>
                )}
                <div className="flex flex-wrap gap-2 border-t border-neutral-200 pt-4">
                  <Button onClick={submit} isLoading={save.isPending} disabled={!dirty}>
                    Simpan
                  </Button>
                  {dirty && (
                    <Button variant="ghost" onClick={() => setButtons(bio.data.buttons)}>
                      Batalkan perubahan
                    </Button>
                  )}
                </div>
              </CardContent>
            </Card>
          </div>
          <BioPreview name={name} buttons={list} />
        </div>
      ) : (
        <p className="text-sm text-neutral-700">Link Bio belum bisa dimuat. Muat ulang halaman ini.</p>
      )}
    </div>
  );
}
