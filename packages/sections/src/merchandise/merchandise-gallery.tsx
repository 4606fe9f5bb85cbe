import { type GalleryImage, SiteImage, type SiteTexts } from '@webku/site/view-kit';

// A swipeable strip on its own; thumbnails scroll it when the script is there.
export function MerchandiseGallery({
  images,
  name,
  texts,
}: {
  images: GalleryImage[];
  name: string;
  texts: SiteTexts;
}) {
  if (images.length === 0) return <p className="gallery-empty">{texts.noImages}</p>;
  return (
    <div className="gallery" data-gallery="">
      {/* A strip that scrolls sideways takes keyboard focus so arrow keys can move it (WCAG 2.1.1). */}
      <ul
        className="gallery-track"
        data-gallery-track=""
        tabIndex={images.length > 1 ? 0 : undefined}
        aria-label={images.length > 1 ? name : undefined}
      >
        {images.map((image, index) => (
          <li className="gallery-slide" key={image.src + String(index)}>
            <SiteImage
              src={image.src}
              alt={image.alt}
              width={800}
              height={800}
              sizes="(min-width: 768px) 560px, 100vw"
            />
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <div className="gallery-thumbs">
          {images.map((image, index) => (
            <button
              type="button"
              className="gallery-thumb"
              key={image.src + String(index)}
              data-gallery-thumb={index}
              aria-label={texts.photoOf(name, index + 1, images.length)}
              aria-current={index === 0 ? 'true' : undefined}
            >
              <SiteImage src={image.src} alt="" width={96} height={96} sizes="64px" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
