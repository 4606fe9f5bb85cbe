import { Icon, Mark, SiteImage, type SiteTexts, type StoreView } from '@webku/site/view-kit';
import { HoursList } from './hours-list';

// Hidden until the script checks the hours at the visitor's moment: a cached page cannot know it.
// `utcOffset`: the site's zone, in which the hours are read.
function OpenBadge({ store, texts, utcOffset }: { store: StoreView; texts: SiteTexts; utcOffset: number }) {
  if (!store.schedule) return null;
  return (
    <span
      className="open-badge"
      data-open-hours={JSON.stringify(store.schedule)}
      data-utc-offset={utcOffset}
      data-closed-text={texts.closed}
      hidden
    >
      {texts.nowOpen}
    </span>
  );
}

export function StoreCard({
  store,
  texts,
  showOpenBadge,
  utcOffset,
}: {
  store: StoreView;
  texts: SiteTexts;
  showOpenBadge: boolean;
  utcOffset: number;
}) {
  return (
    <article className="card store-card">
      <div className="card-media card-media--store" data-map-frame="">
        <SiteImage
          src={store.image}
          alt={store.name}
          width={1200}
          height={800}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        />
        {showOpenBadge && <OpenBadge store={store} texts={texts} utcOffset={utcOffset} />}
        {store.mapEmbed && (
          // On the photo, so it reads as "show it here", apart from the one button that opens Google Maps.
          // Without the script this opens the map in a new tab; with it the map loads over the photo.
          <a
            className="map-toggle"
            href={store.mapEmbed}
            target="_blank"
            rel="noopener noreferrer"
            data-map-embed={store.mapEmbed}
            data-map-title={texts.mapOf(store.name)}
            data-map-show={texts.showMap}
            data-map-hide={texts.showPhoto}
          >
            <span data-map-label="">{texts.showMap}</span>
          </a>
        )}
      </div>
      <div className="card-body">
        <h3 className="card-title">{store.name}</h3>
        {(store.address || store.city) && (
          <p className="store-line">
            <Icon name="pin" />
            <span>{[store.address, store.city].filter(Boolean).join(', ')}</span>
          </p>
        )}
        {store.whatsapp && (
          <p className="store-line">
            <Icon name="whatsapp" />
            <a href={store.whatsapp.href} target="_blank" rel="noopener noreferrer" data-track="wa_tap">
              {texts.order.chat}
            </a>
          </p>
        )}
        <HoursList hours={store.hours} />
        {store.links.length > 0 && (
          <ul className="store-links" aria-label={texts.orderLinksOf(store.name)}>
            {store.links.map((link) => (
              <li key={link.platform}>
                <a
                  className="store-link"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-platform={link.platform}
                >
                  <Mark name={link.platform} />
                  <span>{link.label}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {(store.map || store.reviewUrl) && (
          <div className="store-actions">
            {store.map && (
              <a
                className="button button--outline"
                href={store.map.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="map" />
                {store.map.label}
              </a>
            )}
            {store.reviewUrl && (
              <a
                className="button button--outline"
                href={store.reviewUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-platform="google_review"
              >
                <Mark name="google" />
                {texts.reviewOnGoogle}
              </a>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
