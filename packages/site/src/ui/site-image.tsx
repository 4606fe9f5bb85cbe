import { useImageSrcSet } from './image-context';

export type SiteImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold (hero): fetched first and never lazy. */
  priority?: boolean;
  sizes?: string;
  className?: string;
  id?: string;
};

/** The only <img> of the public site: fixed aspect ratio, lazy unless priority, optional srcset. */
export function SiteImage({
  src,
  alt,
  width,
  height,
  priority = false,
  sizes,
  className,
  id,
}: SiteImageProps) {
  const srcSet = useImageSrcSet()?.(src);
  return (
    <img
      id={id}
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '100vw') : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? undefined : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
