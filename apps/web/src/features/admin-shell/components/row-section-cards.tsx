import type { Dashboard } from '@webku/contract';
import { Card } from '@/components/ui/card';
import { ROW_SECTION_SCREENS } from '@/lib/row-section-screens';
import { adminPath } from '@/lib/site-mode';
import { SECTION_ICONS } from '../section-icons';
import { CardLink } from './card-link';

type RowSectionCardsProps = { slug: string; sections: Dashboard['row_sections'] };

// The sections an owner adds by hand: those filled, with their counts, and those that suit this kind of
// business, suggested while they are empty. A section neither filled nor suggested stays in the menu only.
export function RowSectionCards({ slug, sections }: RowSectionCardsProps) {
  const shown = sections.filter((section) => section.total > 0 || section.suggested);
  if (!shown.length) return null;
  const screen = (key: string) => ROW_SECTION_SCREENS.find((each) => each.key === key);
  return (
    <section aria-labelledby="row-sections-heading" className="space-y-3">
      <h2 id="row-sections-heading" className="text-sm font-semibold text-neutral-700">
        Bagian tambahan
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((section) => {
          const empty = section.total === 0;
          const name = screen(section.key)?.title ?? section.key;
          const Icon = SECTION_ICONS[screen(section.key)?.icon ?? 'images'];
          return (
            <li key={section.key} data-row-section={section.key}>
              <Card className="flex h-full items-center gap-3 p-4">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold text-neutral-900 wrap-anywhere">{name}</span>
                  <span className="block text-sm text-neutral-600">
                    {empty
                      ? 'Cocok untuk usaha Anda, belum diisi'
                      : `${section.total} isi, ${section.active} tampil di website`}
                  </span>
                </span>
                <CardLink
                  to={adminPath(slug, section.key)}
                  word={empty ? 'Isi' : 'Kelola'}
                  name={name}
                  className="shrink-0"
                />
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
