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
        description="The first thing visitors see: a big photo, your name and one button."
      />
      {hero.isPending ? (
        <LinesSkeleton label="Loading hero section" />
      ) : (
        <>
          {hero.isError && (
            <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Your saved hero could not be loaded, so the editor shows default values.
            </p>
          )}
          <HeroForm initialValues={toHeroFormValues(hero.data, companyName)} />
        </>
      )}
    </div>
  );
}
