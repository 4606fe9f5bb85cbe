import { Mark, SectionHeader, type SectionProps } from '@webku/site/view-kit';
import { MainStoreCard } from './main-store-card';
import { StoreCard } from './store-card';

function StoresSection({ site, layout }: SectionProps<'stores'>) {
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

/** How the page draws the stores: its component, for each of its layouts (their stylesheets are the templates'). */
export const storesView = { Component: StoresSection };
