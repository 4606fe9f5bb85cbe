import { ImageIcon, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

type ImageThumbProps = {
  src: string | null | undefined;
  alt: string;
  /** Size and layout; a 56 px square when not given. */
  className?: string;
  /** A white backdrop, for documents; light grey otherwise. */
  isOnWhite?: boolean;
  /** 'contain' shows the whole image, for codes and documents that must not be cropped. */
  fit?: 'cover' | 'contain';
};

// A real preview, with honest placeholders for "no image" and "this link does not load".
export function ImageThumb({
  src,
  alt,
  className = 'size-14',
  isOnWhite = false,
  fit = 'cover',
}: ImageThumbProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src?.trim();
  const isBroken = !!url && failedSrc === url;

  return (
    <div
      className={cn(
        'relative flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-neutral-200 text-neutral-400',
        isOnWhite ? 'bg-white' : 'bg-neutral-100',
        className,
      )}
    >
      {url && !isBroken ? (
        <img
          src={url}
          alt={alt}
          loading="lazy"
          decoding="async"
          className={cn('size-full', fit === 'contain' ? 'object-contain' : 'object-cover')}
          onError={() => setFailedSrc(url)}
        />
      ) : isBroken ? (
        <ImageOff className="size-5" aria-label="Gambar tidak dapat dimuat" />
      ) : (
        <ImageIcon className="size-5" aria-hidden="true" />
      )}
    </div>
  );
}
