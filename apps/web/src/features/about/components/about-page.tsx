import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { useWebSettings } from '@/lib/use-web-settings';
import { useAbout } from '../api/use-about';
import { toAboutFormValues } from '../utils/about-form';
import { aboutPlacement } from '../utils/about-placement';
import { AboutForm } from './about-form';

export function AboutPage() {
  const about = useAbout();
  // Placement depends on the template, so it is said only once the template is known.
  const settings = useWebSettings();
  const placement = settings.isSuccess ? ` ${aboutPlacement(settings.data?.template_selected)}` : '';
  return (
    <div className="space-y-6">
      <PageHeader title="Tentang Kami" description={`Cerita singkat usaha Anda.${placement}`} />
      {about.isPending ? (
        <LinesSkeleton label="Memuat bagian Tentang Kami" />
      ) : about.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Tentang Kami gagal dimuat. Muat ulang halaman untuk mencoba lagi.
        </p>
      ) : (
        <AboutForm initialValues={toAboutFormValues(about.data)} />
      )}
    </div>
  );
}
