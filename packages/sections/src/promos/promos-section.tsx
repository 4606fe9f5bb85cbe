import { formatDayMonth, priceText, SectionHeader, SiteImage } from '@webku/site/view-kit';
import type { RowSectionView, RowSectionViewProps } from '../row-section-view';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

// Each promo as a card: its picture, title and words, then its price and the last day it holds. One promo
// is a wide card (picture beside the words on a laptop), not a lone card in a grid.
function PromosSection({ site, model }: RowSectionViewProps) {
  const english = site.language === 'english';
  return (
    <section id={model.anchor} className="section promos" aria-labelledby={`${model.anchor}-heading`}>
      <div className="container">
        <SectionHeader id={model.anchor} title={model.title} description={model.description} />
        <ul className={`promo-list${model.rows.length === 1 ? ' promo-list--one' : ''}`}>
          {model.rows.map((row) => {
            const price = priceText(typeof row.price === 'number' ? row.price : null);
            const endsOn = text(row.ends_on);
            return (
              <li key={row.id} className="promo-card">
                <SiteImage
                  className="promo-image"
                  src={text(row.image)}
                  alt={text(row.title)}
                  width={800}
                  height={600}
                  sizes="(min-width: 1100px) 360px, (min-width: 700px) 45vw, 100vw"
                />
                <div className="promo-body">
                  <h3 className="promo-title">{text(row.title)}</h3>
                  <p className="promo-text">{text(row.text)}</p>
                  {(price || endsOn) && (
                    <p className="promo-terms">
                      {price && <span className="promo-price">{price}</span>}
                      {endsOn && (
                        <span className="promo-until">
                          {english ? 'Valid until' : 'Berlaku sampai'}{' '}
                          <time dateTime={endsOn}>{formatDayMonth(endsOn, site.language)}</time>
                        </span>
                      )}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export const promosView: RowSectionView = {
  Component: PromosSection,
  stylesheet: new URL('./promos.css', import.meta.url),
};
