import type { SectionProps } from '../../templates/template-types';
import { SectionHeader } from '../../ui/section-header';
import { Mark } from '../footer/order-links';
import { MainStoreCard } from './main-store-card';
import { StoreCard } from './store-card';

export function StoresSection({ site, layout }: SectionProps<'stores'>) {
  const { stores } = site;
  if (!stores) return null;
  const isClassic = layout === 'contact';
  const gridClass = {
    contact: `store-grid store-grid--${stores.columns}`,
    cards: 'store-grid',
    locations: 'store-grid store-grid--locations',
  }[layout];
  return (
    <section id="contact" className="section section--stores" aria-labelledby="contact-heading">
      <div className="container">
        <SectionHeader id="contact" title={stores.title} description={stores.description} />
        {stores.stores.length > 0 ? (
          <ul className={gridClass}>
            {stores.stores.map((store) => (
              <li key={store.id}>
                <StoreCard
                  store={store}
                  texts={site.texts}
                  showOpenBadge={!isClassic}
                  utcOffset={site.utcOffset}
                />
              </li>
            ))}
          </ul>
        ) : (
          // The section shows with no store only for a template that shows the 'Main Store' card.
          <ul className={gridClass}>
            <li>
              <MainStoreCard store={stores.mainStore} />
            </li>
          </ul>
        )}
        {site.reviewUrl && (
          <p className="section-action">
            <a
              className="button button--outline"
              href={site.reviewUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-platform="google_review"
            >
              <Mark name="google" />
              {site.texts.reviewOnGoogle}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
