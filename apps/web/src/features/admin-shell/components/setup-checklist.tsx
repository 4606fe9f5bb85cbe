import type { Dashboard } from '@webku/contract';
import { ArrowRight, CheckCircle2, Circle, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useRole } from '@/lib/session';
import { adminPath } from '@/lib/site-mode';
import { cn } from '@/lib/utils';
import { mayOpen } from '../admin-nav';
import { CHECKLIST_STEPS, stepHint } from '../utils/checklist-steps';

type SetupChecklistProps = { slug: string; checklist: Dashboard['checklist'] };

// "Lengkapi website Anda": each step is ticked from the saved content and links to its editor.
export function SetupChecklist({ slug, checklist: all }: SetupChecklistProps) {
  // A Pengelola's list leaves out what only the owner may do (the own domain).
  const role = useRole();
  const checklist = all.filter(({ key }) => mayOpen(role, CHECKLIST_STEPS[key].sub));
  const doneCount = checklist.filter((step) => step.done).length;
  const isComplete = doneCount === checklist.length;

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="checklist-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="checklist-heading" className="text-lg font-semibold text-neutral-900">
          Lengkapi website Anda
        </h2>
        <p className="text-sm font-medium text-neutral-600" data-testid="checklist-progress">
          {doneCount} dari {checklist.length} selesai
        </p>
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-neutral-100"
        role="progressbar"
        aria-label="Kelengkapan website"
        aria-valuemin={0}
        aria-valuemax={checklist.length}
        aria-valuenow={doneCount}
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${(doneCount / checklist.length) * 100}%` }}
        />
      </div>
      {isComplete ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-neutral-700">
          <PartyPopper className="size-4 text-brand-700" aria-hidden="true" />
          Semua sudah lengkap. Website Anda siap dibagikan!
        </p>
      ) : (
        <p className="mt-3 text-sm text-neutral-600">
          Data ini hanya tampil di website setelah Anda mengisinya sendiri.
        </p>
      )}
      <ul className="mt-4 divide-y divide-neutral-100 border-t border-neutral-100">
        {checklist.map(({ key, done, missing }) => {
          const step = CHECKLIST_STEPS[key];
          const Icon = done ? CheckCircle2 : Circle;
          return (
            <li key={key} data-step={key} data-done={done}>
              <Link
                to={`${adminPath(slug, step.sub)}${step.search ?? ''}`}
                className="-mx-2 flex min-h-14 items-center gap-3 rounded-lg px-2 py-2.5 transition-colors hover:bg-neutral-50"
              >
                <Icon
                  className={cn('size-5 shrink-0', done ? 'text-emerald-600' : 'text-neutral-300')}
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1">
                  <span
                    className={cn(
                      'block text-sm font-medium',
                      done ? 'text-neutral-500 line-through decoration-neutral-300' : 'text-neutral-900',
                    )}
                  >
                    {step.title}
                    <span className="sr-only">{done ? ' (sudah)' : ' (belum)'}</span>
                  </span>
                  {!done && <span className="block text-sm text-neutral-600">{stepHint(step, missing)}</span>}
                </span>
                <span className="hidden text-sm font-medium text-brand-800 sm:inline">
                  {done ? 'Ubah' : 'Lengkapi'}
                </span>
                <ArrowRight className="size-4 shrink-0 text-neutral-400" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
