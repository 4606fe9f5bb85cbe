import { SectionHeader, SiteImage } from '@webku/site/view-kit';
import type { RowSectionView, RowSectionViewProps } from '../row-section-view';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

// Square thumbnails in a grid; each opens the photo whole in a view that CSS shows for its #anchor
// (:target), so it works without JavaScript and the back button closes it.
function GallerySection({ site, model }: RowSectionViewProps) {
  const english = site.language === 'english';
  const photoName = (index: number) => (english ? `Photo ${index + 1}` : `Foto ${index + 1}`);
  return (
    <section id={model.anchor} className="section photo-wall" aria-labelledby={`${model.anchor}-heading`}>
      <div className="container">
        <SectionHeader id={model.anchor} title={model.title} description={model.description} />
        <ul className={`photo-grid photo-grid--${Math.min(model.rows.length, 4)}`}>
          {model.rows.map((row, index) => {
            const caption = text(row.caption);
            const alt = caption || photoName(index);
            return (
              <li key={row.id} className="photo-cell">
                <a className="photo-open" href={`#${model.anchor}-${row.id}`}>
                  <SiteImage
                    className="photo-thumb"
                    src={text(row.image)}
                    alt={alt}
                    width={480}
                    height={480}
                    sizes="(min-width: 1100px) 260px, (min-width: 700px) 30vw, 50vw"
                  />
                </a>
                {caption && <p className="photo-caption">{caption}</p>}
              </li>
            );
          })}
        </ul>
        {model.rows.map((row, index) => {
          const caption = text(row.caption);
          return (
            <div
              key={row.id}
              id={`${model.anchor}-${row.id}`}
              className="photo-view"
              role="dialog"
              aria-label={caption || photoName(index)}
            >
              <a className="photo-view-close" href={`#${model.anchor}`}>
                {english ? 'Close' : 'Tutup'}
              </a>
              <figure className="photo-view-figure">
                <SiteImage
                  className="photo-view-image"
                  src={text(row.image)}
                  alt={caption || photoName(index)}
                  width={1600}
                  height={1200}
                  sizes="100vw"
                />
                {caption && <figcaption className="photo-view-caption">{caption}</figcaption>}
              </figure>
            </div>
          );
        })}
      </div>
    </section>
  );
}

export const galleryView: RowSectionView = {
  Component: GallerySection,
  stylesheet: new URL('./gallery.css', import.meta.url),
};
