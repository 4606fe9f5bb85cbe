import type { BioButton } from '@webku/contract';
import { buttonKey } from './button-key';

// The page as a phone shows it (390 px wide), following the list as it is edited, before it is saved.
export function BioPreview({ name, buttons }: { name: string; buttons: readonly BioButton[] }) {
  const shown = buttons.filter((button) => button.is_visible);
  return (
    <figure className="mx-auto w-full max-w-[390px]" aria-label="Pratinjau Link Bio">
      <div
        className="min-h-[560px] overflow-hidden rounded-[2rem] border-8 border-neutral-900 bg-white px-5 py-8 text-center shadow-lg"
        data-testid="bio-preview"
      >
        <p className="text-xl font-bold text-neutral-900">{name}</p>
        <ul className="mt-6 space-y-3">
          {shown.map((button) => (
            <li
              key={buttonKey(button)}
              className="flex min-h-14 items-center justify-center rounded-2xl bg-brand-700 px-4 py-3 font-semibold text-white"
            >
              {button.label}
            </li>
          ))}
        </ul>
        {shown.length === 0 && (
          <p className="mt-6 text-sm text-neutral-600">Belum ada tombol yang ditampilkan.</p>
        )}
      </div>
      <figcaption className="mt-2 text-center text-xs text-neutral-600">
        Pratinjau di layar ponsel (390 px)
      </figcaption>
    </figure>
  );
}
