import type { MenuSuggestion } from '@webku/contract';
import { Lightbulb, Plus } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { useAddSuggestion, useMenuSuggestions } from '../api/use-menu';
import { priceRangeHint } from '../utils/menu-form';

// "Saran untuk menu Anda": what businesses like the owner's usually offer and the menu lacks. One tap
// adds it without a price; the typical range is for the owner's eyes only, never published.
export function MenuSuggestions() {
  const suggestions = useMenuSuggestions();
  const add = useAddSuggestion();
  // A tapped chip is hidden at once, until the reloaded list (without it, or with it after a refusal) is in.
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const shown = (suggestions.data ?? []).filter((suggestion) => !taken.has(suggestion.name));
  if (shown.length === 0) return null;

  const take = (suggestion: MenuSuggestion) => {
    setTaken((names) => new Set(names).add(suggestion.name));
    add.mutate(
      { name: suggestion.name },
      {
        onSettled: () =>
          setTaken((names) => {
            const next = new Set(names);
            next.delete(suggestion.name);
            return next;
          }),
      },
    );
  };

  return (
    <Card className="p-4 sm:p-5" role="region" aria-labelledby="menu-suggestions-heading">
      <div className="flex items-start gap-3">
        <Lightbulb className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="menu-suggestions-heading" className="text-base font-semibold text-neutral-900">
            Saran untuk menu Anda
          </h2>
          <p className="mt-0.5 text-sm text-neutral-600">
            Yang biasa ditawarkan usaha seperti Anda. Ketuk untuk menambahkannya ke menu tanpa harga, lalu isi
            harganya sendiri. Kisaran harga di bawah hanya untuk Anda, tidak tampil di website.
          </p>
        </div>
      </div>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Saran item menu">
        {shown.map((suggestion) => (
          <li key={suggestion.name} className="max-w-full">
            <button
              type="button"
              onClick={() => take(suggestion)}
              className="flex min-h-11 max-w-full flex-col items-start rounded-2xl border border-brand-200 bg-brand-50 px-3 py-1.5 text-left transition-colors hover:border-brand-300 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="flex max-w-full items-center gap-1 text-sm font-medium text-brand-900">
                <Plus className="size-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">Tambah </span>
                <span className="wrap-anywhere">{suggestion.name}</span>
              </span>
              <span className="pl-5 text-xs text-neutral-600 tabular-nums">{priceRangeHint(suggestion)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
