import { type DescriptionPhrase, formatRupiah } from '@webku/contract';
import { Plus, ScrollText, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDescriptionReading } from '@/lib/offer-wording';
import { useAddPhrase, useDismissPhrase } from '../api/use-description-reading';
import { DESCRIPTION_CARD_ID } from '../utils/checklist-steps';
import { readingSentence } from '../utils/reading-summary';

// "Dari deskripsi Anda": what generation placed from the owner's words, and each phrase it could not place,
// which the owner adds to the menu or dismisses with one tap. Nothing the owner wrote is silently dropped.
export function DescriptionReadingCard() {
  const reading = useDescriptionReading();
  const add = useAddPhrase();
  const dismiss = useDismissPhrase();
  // A tapped phrase leaves the list at once, until the reloaded list (without it, or with it after a refusal) is in.
  const [taken, setTaken] = useState<ReadonlySet<number>>(new Set());
  const data = reading.data;
  if (!data || (data.summary === null && data.phrases.length === 0)) return null;
  const phrases = data.phrases.filter((phrase) => !taken.has(phrase.id));

  const handle = (action: typeof add | typeof dismiss, phrase: DescriptionPhrase) => {
    setTaken((ids) => new Set(ids).add(phrase.id));
    action.mutate(phrase, {
      onSettled: () =>
        setTaken((ids) => {
          const next = new Set(ids);
          next.delete(phrase.id);
          return next;
        }),
    });
  };

  return (
    // The checklist's step links to the card's id; the router's scroll restoration brings it into view.
    <section id={DESCRIPTION_CARD_ID} aria-labelledby="description-reading-heading" className="scroll-mt-20">
      <Card className="p-4 sm:p-6" data-description-reading>
        <h2
          id="description-reading-heading"
          className="flex items-center gap-2 text-lg font-semibold text-neutral-900"
        >
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <ScrollText className="size-4" aria-hidden="true" />
          </span>
          Dari deskripsi Anda
        </h2>
        {data.summary && (
          <p className="mt-3 max-w-prose text-sm text-neutral-700 wrap-anywhere" data-reading-summary>
            {readingSentence(data.summary)}
          </p>
        )}
        {phrases.length > 0 && (
          <div className="mt-4">
            <h3 id="description-phrases-heading" className="text-sm font-semibold text-neutral-900">
              Belum kami pasang:
            </h3>
            <p className="mt-0.5 text-sm text-neutral-600">
              Tambahkan sebagai item di Menu, atau abaikan bila memang tidak perlu tampil.
            </p>
            <ul aria-labelledby="description-phrases-heading" className="mt-3 divide-y divide-neutral-100">
              {phrases.map((phrase) => (
                <li
                  key={phrase.id}
                  data-phrase={phrase.id}
                  className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4"
                >
                  <span className="min-w-0 flex-1 text-sm">
                    <span className="font-medium text-neutral-900 wrap-anywhere">“{phrase.text}”</span>
                    <span className="block text-neutral-600 tabular-nums">
                      {phrase.price !== null ? formatRupiah(phrase.price) : 'Tanpa harga'}
                    </span>
                  </span>
                  <span className="flex shrink-0 gap-2">
                    <Button
                      size="compact"
                      onClick={() => handle(add, phrase)}
                      aria-label={`Tambahkan “${phrase.text}”`}
                    >
                      <Plus aria-hidden="true" />
                      Tambahkan
                    </Button>
                    <Button
                      size="compact"
                      variant="outline"
                      onClick={() => handle(dismiss, phrase)}
                      aria-label={`Abaikan “${phrase.text}”`}
                    >
                      <X aria-hidden="true" />
                      Abaikan
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>
    </section>
  );
}
