import { SectionHeader, type SiteModel } from '@webku/site/view-kit';
import type { RowSectionView, RowSectionViewProps } from '../row-section-view';
import { testimonials } from './testimonials';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

// Where the review was written, as the owner picked it ('Google'); 'langsung' reads as spoken in person.
function sourceLabel(value: unknown, site: SiteModel): string | null {
  const option = testimonials.fields.source.options.find((o) => o.value === value);
  if (!option) return null;
  if (option.value === 'langsung') return site.language === 'english' ? 'in person' : 'langsung di tempat';
  return site.language === 'english' ? `on ${option.label}` : `via ${option.label}`;
}

function Stars({ rating, site }: { rating: number; site: SiteModel }) {
  const label = site.language === 'english' ? `${rating} out of 5 stars` : `${rating} dari 5 bintang`;
  return (
    <p className="quote-stars" role="img" aria-label={label}>
      <span aria-hidden="true">{'★'.repeat(rating)}</span>
      <span className="quote-stars-off" aria-hidden="true">
        {'★'.repeat(5 - rating)}
      </span>
    </p>
  );
}

// Each review as a card: its stars if given, the words, then who said it and where.
function TestimonialsSection({ site, model }: RowSectionViewProps) {
  return (
    <section id={model.anchor} className="section quotes" aria-labelledby={`${model.anchor}-heading`}>
      <div className="container">
        <SectionHeader id={model.anchor} title={model.title} description={model.description} />
        <ul className={`quote-list${model.rows.length === 1 ? ' quote-list--one' : ''}`}>
          {model.rows.map((row) => {
            const rating = typeof row.rating === 'number' ? Math.round(row.rating) : null;
            const source = sourceLabel(row.source, site);
            return (
              <li key={row.id} className="quote-card">
                <figure>
                  {rating !== null && rating >= 1 && rating <= 5 && <Stars rating={rating} site={site} />}
                  <blockquote className="quote-text">
                    <p>{text(row.quote)}</p>
                  </blockquote>
                  <figcaption className="quote-author">
                    <span className="quote-name">{text(row.author_name)}</span>
                    {source && <span className="quote-source">{source}</span>}
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export const testimonialsView: RowSectionView = {
  Component: TestimonialsSection,
  stylesheet: new URL('./testimonials.css', import.meta.url),
};
