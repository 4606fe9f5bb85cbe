import { Download, QrCode, ReceiptText, Star, Table2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { adminPath } from '@/lib/site-mode';
import { notify } from '@/lib/toast';
import { downloadSheet, type QrKitSheet, useQrKit } from '../api/qr-kit-api';

function DownloadButton({
  sheet,
  label,
  language,
}: {
  sheet: QrKitSheet;
  label: string;
  language?: string | null;
}) {
  const [busy, setBusy] = useState(false);
  const handle = async () => {
    setBusy(true);
    try {
      await downloadSheet(sheet, language);
      notify.success('PDF diunduh. Cetak dengan skala 100%.');
    } catch (error) {
      notify.failure(error, 'PDF gagal dibuat. Coba lagi.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={handle} disabled={busy}>
      <Download aria-hidden="true" />
      {busy ? 'Menyiapkan…' : label}
    </Button>
  );
}

function SheetCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: typeof QrCode;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5 text-brand-700" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">{children}</CardContent>
    </Card>
  );
}

// A poster in A4 and A5, or (while it needs something from Web Settings first) what, with the way there.
function BothSizes({
  ready,
  poster,
  slug,
  needs,
}: {
  ready: boolean;
  poster: 'counter-poster' | 'review-poster';
  slug: string;
  needs: string;
}) {
  if (ready) {
    return (
      <>
        <DownloadButton sheet={`${poster}-a4.pdf`} label="Unduh A4" />
        <DownloadButton sheet={`${poster}-a5.pdf`} label="Unduh A5" />
      </>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-700">{needs}</p>
      <Link to={adminPath(slug, 'web-settings')} className={buttonVariants({ variant: 'outline' })}>
        Buka Web Settings
      </Link>
    </div>
  );
}

export function QrKitPage() {
  const kit = useQrKit();
  const slug = useSession().company?.slug ?? '';
  const offer = kit.data?.offer ?? 'menu';
  const tables = kit.data?.sheets.includes('table-cards-a4.pdf') ?? false;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Cetak QR"
        description={`Poster${tables ? ' dan kartu' : ''} siap cetak untuk ${tables ? 'meja' : 'dinding, etalase'} dan kasir. Pelanggan memindai kodenya lalu melihat ${offer} dan memesan lewat website Anda.`}
      />
      {kit.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <>
          {kit.data && (
            <p className="text-sm text-neutral-700">
              Setiap kode QR membuka {offer} di{' '}
              <a
                href={kit.data.menu_url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline wrap-anywhere"
              >
                {kit.data.menu_url}
              </a>
            </p>
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            <SheetCard
              icon={QrCode}
              title={tables ? 'Poster meja' : 'Poster QR'}
              description={`“${kit.data?.headline ?? ''}”, dengan nama, logo dan warna website Anda.`}
            >
              <DownloadButton sheet="table-poster-a4.pdf" label="Unduh A4" />
              <DownloadButton sheet="table-poster-a5.pdf" label="Unduh A5" />
              {kit.data?.second_language && (
                <>
                  <DownloadButton
                    sheet="table-poster-a4.pdf"
                    label={`Unduh A4 (${kit.data.second_language.toUpperCase()})`}
                    language={kit.data.second_language}
                  />
                  <DownloadButton
                    sheet="table-poster-a5.pdf"
                    label={`Unduh A5 (${kit.data.second_language.toUpperCase()})`}
                    language={kit.data.second_language}
                  />
                </>
              )}
            </SheetCard>
            {tables && (
              <SheetCard
                icon={Table2}
                title="Kartu meja"
                description="Enam kartu di satu lembar A4, dengan tanda potong dan tempat menulis nomor meja."
              >
                <DownloadButton sheet="table-cards-a4.pdf" label="Unduh A4" />
              </SheetCard>
            )}
            <SheetCard
              icon={ReceiptText}
              title="Poster QRIS untuk kasir"
              description="“Bayar dengan QRIS”, dengan gambar QRIS dan nama merchant Anda."
            >
              <BothSizes
                ready={kit.data?.has_qris === true}
                poster="counter-poster"
                slug={slug}
                needs="Unggah gambar QRIS Anda dulu di Web Settings, tab WhatsApp & QRIS."
              />
            </SheetCard>
            <SheetCard
              icon={Star}
              title="Poster ulasan Google"
              description="“Beri ulasan di Google”, dengan kode QR ke tautan ulasan Anda."
            >
              <BothSizes
                ready={kit.data?.has_review_link === true}
                poster="review-poster"
                slug={slug}
                needs="Isi dulu tautan ulasan Google Anda di Web Settings, kartu Pesan juga di, atau di salah satu toko."
              />
            </SheetCard>
          </div>
          <p className="text-xs text-neutral-600">
            Cetak dengan skala 100% (ukuran sebenarnya) agar kode QR tetap tajam dan mudah dipindai.
          </p>
        </>
      )}
    </div>
  );
}
