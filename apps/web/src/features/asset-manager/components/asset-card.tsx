import { type AssetImage, describeImageUse, formatFileSize } from '@webku/contract';
import { Check, ExternalLink, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

type AssetCardProps = {
  image: AssetImage;
  isSelectMode: boolean;
  onSelect: () => void;
  onDelete: () => void;
};

const dateFormat = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function AssetCard({ image, isSelectMode, onSelect, onDelete }: AssetCardProps) {
  // The name the file had on the owner's device; older uploads only have the stored name.
  const label = image.original_name ?? image.filename.split('/').at(-1) ?? image.filename;
  const preview = (
    <img
      src={image.full_url}
      alt={label}
      loading="lazy"
      decoding="async"
      className="aspect-square w-full bg-neutral-100 object-cover"
    />
  );

  return (
    <Card className="group overflow-hidden">
      {isSelectMode ? (
        <button
          type="button"
          onClick={onSelect}
          className="relative block w-full cursor-pointer focus-visible:outline-offset-[-2px]"
          aria-label={`Pakai ${label}`}
        >
          {preview}
          <span className="absolute inset-0 flex items-center justify-center bg-brand-900/0 opacity-0 transition group-hover:bg-brand-900/35 group-hover:opacity-100">
            <span className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-900">
              <Check className="size-4" aria-hidden="true" /> Pakai
            </span>
          </span>
        </button>
      ) : (
        preview
      )}
      <div className="space-y-0.5 px-3 pt-2">
        <p className="truncate text-sm font-medium text-neutral-900" title={label}>
          {label}
        </p>
        <p className="text-xs text-neutral-500">
          {formatFileSize(image.size)} · {formatDate(image.last_modified)}
        </p>
        <ImageUses image={image} />
      </div>
      <div className="flex justify-end gap-1 p-1">
        <a
          href={image.full_url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex size-11 items-center justify-center rounded-lg text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
          aria-label={`Lihat ${label}`}
          title="Lihat"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
        </a>
        {!isSelectMode && (
          <Button
            variant="ghost-danger"
            size="icon"
            onClick={onDelete}
            aria-label={`Hapus ${label}`}
            title="Hapus"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
    </Card>
  );
}

// Where the site shows the image, so that nobody deletes one in use without knowing.
function ImageUses({ image }: { image: AssetImage }) {
  const uses = image.used_in ?? [];
  if (!uses.length) return <p className="text-xs text-neutral-500">Belum dipakai</p>;
  const text = `dipakai di ${uses.map(describeImageUse).join(', ')}`;
  return (
    <p className="line-clamp-2 text-xs font-medium text-brand-800" title={text}>
      {text}
    </p>
  );
}
