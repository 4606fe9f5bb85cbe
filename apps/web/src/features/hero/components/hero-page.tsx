import { Info } from 'lucide-react';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session';
import { useHero } from '../api/use-hero';
import { toHeroFormValues } from '../utils/hero-form';
import { HeroForm } from './hero-form';

export function HeroPage() {
  const hero = useHero();
  const companyName = useSession().company?.name;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Hero"
        description="Hal pertama yang dilihat pengunjung: foto besar, nama usaha Anda dan satu tombol."
      />
      {hero.isPending ? (
        <LinesSkeleton label="Memuat bagian hero" />
      ) : (
        <>
          {hero.isError && (
            <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Hero yang tersimpan gagal dimuat, jadi editor menampilkan nilai bawaan.
            </p>
          )}
          <HeroForm initialValues={toHeroFormValues(hero.data, companyName)} />
        </>
      )}
    </div>
  );
}
