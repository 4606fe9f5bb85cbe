import { contentSectionDefinitions, type Dashboard } from '@webku/contract';
import { ArrowRight, Images, type LucideIcon, RefreshCw, SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { greetingName } from '@/lib/greeting-name';
import { useSession } from '@/lib/session';
import { adminPath } from '@/lib/site-mode';
import { useDashboard } from '../api/use-dashboard';
import { SECTION_ICONS } from '../section-icons';
import { countCaption } from '../utils/checklist-steps';
import { BookingSummary } from './booking-summary';
import { CardLink } from './card-link';
import { DescriptionReadingCard } from './description-reading-card';
import { RowSectionCards } from './row-section-cards';
import { SetupChecklist } from './setup-checklist';
import { SiteSpeed } from './site-speed';
import { TranslationCard } from './translation-card';
import { VisitorStats } from './visitor-stats';

type StatCard = {
  key: keyof Dashboard['counts'];
  title: string;
  sub: string;
  icon: LucideIcon;
  noun: string;
  activeWord: string;
};

const SHORTCUTS = [
  {
    sub: 'section-settings',
    title: 'Section Settings',
    text: 'Tampilkan atau sembunyikan bagian menu, merchandise dan berita.',
    icon: SlidersHorizontal,
  },
  {
    sub: 'assets',
    title: 'Pustaka Gambar',
    text: 'Unggah dan kelola foto-foto website Anda.',
    icon: Images,
  },
];

// One card per content section, as its definition names it.
const STATS: StatCard[] = contentSectionDefinitions().map(({ dashboard, admin }) => ({
  key: dashboard.key,
  title: dashboard.title,
  sub: admin.route,
  icon: SECTION_ICONS[admin.icon],
  noun: dashboard.noun,
  activeWord: dashboard.visibleWord,
}));

export function DashboardPage() {
  const session = useSession();
  const company = session.company;
  const slug = company?.slug ?? '';
  const dashboard = useDashboard();
  const counts = dashboard.data?.counts;
  const greeting = greetingName(session.user?.name);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">Dashboard</h1>
        <p className="mt-1 text-sm text-neutral-600 wrap-anywhere">Ringkasan isi website {company?.name}.</p>
      </div>

      <Card border="brand" className="overflow-hidden bg-linear-to-br from-brand-50 to-white p-6">
        <h2 className="text-lg font-semibold text-neutral-900">
          Selamat datang{greeting ? `, ${greeting}` : ''}!
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-neutral-700">
          Website Anda sudah aktif. Pilih bagian di menu untuk mengubah isinya, lalu tekan Preview Web untuk
          melihat hasilnya seperti yang dilihat pelanggan.
        </p>
      </Card>

      {dashboard.data?.bookings && <BookingSummary slug={slug} bookings={dashboard.data.bookings} />}

      <DescriptionReadingCard />

      {dashboard.data && <SetupChecklist slug={slug} checklist={dashboard.data.checklist} />}

      <VisitorStats />

      <SiteSpeed />

      <section aria-labelledby="content-heading">
        <h2 id="content-heading" className="sr-only">
          Jumlah konten
        </h2>
        {dashboard.isError ? (
          <Card className="flex flex-col items-start gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-neutral-700">Ringkasan konten belum bisa dimuat.</p>
            <Button variant="outline" onClick={() => dashboard.refetch()} isLoading={dashboard.isFetching}>
              {!dashboard.isFetching && <RefreshCw aria-hidden="true" />}
              Coba lagi
            </Button>
          </Card>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {STATS.map(({ key, title, sub, icon: Icon, noun, activeWord }) => (
              <li key={key} data-count={key}>
                <Card className="flex h-full flex-col p-4 sm:p-5">
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="text-sm font-medium text-neutral-600">{title}</h3>
                    <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                  </div>
                  {counts ? (
                    <>
                      <p className="mt-2 text-3xl font-bold tabular-nums text-neutral-900">
                        {counts[key].total}
                      </p>
                      <p className="mt-0.5 text-xs text-neutral-600 tabular-nums">
                        {countCaption(counts[key].total, counts[key].active, noun, activeWord)}
                      </p>
                    </>
                  ) : (
                    <Skeleton className="mt-3 h-8 w-12" />
                  )}
                  <CardLink
                    to={adminPath(slug, sub)}
                    word="Kelola"
                    name={title}
                    className="-mx-2 mt-auto self-start pt-2"
                  />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      {dashboard.data && <RowSectionCards slug={slug} sections={dashboard.data.row_sections} />}
      {dashboard.data && <TranslationCard slug={slug} translations={dashboard.data.translations} />}

      <section aria-labelledby="shortcuts-heading" className="space-y-3">
        <h2 id="shortcuts-heading" className="text-sm font-semibold text-neutral-700">
          Pengaturan lainnya
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {SHORTCUTS.map(({ sub, title, text, icon: Icon }) => (
            <li key={sub}>
              <Link
                to={adminPath(slug, sub)}
                className="flex min-h-11 items-center gap-3 rounded-xl border border-neutral-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50/40"
              >
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-neutral-100 text-neutral-700">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold text-neutral-900">{title}</span>
                  <span className="block text-sm text-neutral-600">{text}</span>
                </span>
                <ArrowRight className="size-4 shrink-0 text-neutral-400" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
