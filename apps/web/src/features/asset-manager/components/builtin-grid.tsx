import type { BuiltinImage } from '@webku/contract';
import { Check, ExternalLink } from 'lucide-react';
import { Card } from '@/components/ui/card';

type BuiltinGridProps = {
  images: BuiltinImage[];
  isSelectMode: boolean;
  onSelect: (image: BuiltinImage) => void;
};

// The drawn images the website started with: an owner can always pick them again; they cannot be deleted.
export function BuiltinGrid({ images, isSelectMode, onSelect }: BuiltinGridProps) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-600">
        Gambar ilustrasi bawaan Webku untuk website Anda. Pilih salah satu untuk kembali memakainya.
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((image) => (
          <li key={image.key} data-builtin={image.key}>
            <Card className="group overflow-hidden">
              {isSelectMode ? (
                <button
                  type="button"
                  onClick={() => onSelect(image)}
                  className="relative block w-full cursor-pointer focus-visible:outline-offset-[-2px]"
                  aria-label={`Pakai ${image.label}`}
                >
                  <img
                    src={image.full_url}
                    alt=""
                    loading="lazy"
                    className="aspect-square w-full bg-neutral-100 object-cover"
                  />
                  <span className="absolute inset-0 flex items-center justify-center bg-brand-900/0 opacity-0 transition group-hover:bg-brand-900/35 group-hover:opacity-100">
                    <span className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-900">
                      <Check className="size-4" aria-hidden="true" /> Pakai
                    </span>
                  </span>
                </button>
              ) : (
                <img
                  src={image.full_url}
                  alt={image.label}
                  loading="lazy"
                  className="aspect-square w-full bg-neutral-100 object-cover"
                />
              )}
              <div className="flex items-center gap-1 py-1 pr-1 pl-3">
                <p
                  className="min-w-0 flex-1 truncate text-sm font-medium text-neutral-900"
                  title={image.label}
                >
                  {image.label}
                </p>
                <a
                  href={image.full_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
                  aria-label={`Lihat ${image.label}`}
                >
                  <ExternalLink className="size-4" aria-hidden="true" />
                </a>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
