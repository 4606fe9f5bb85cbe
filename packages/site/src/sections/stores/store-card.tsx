import { SITE_TEXTS } from '../../data/site-texts';
import type { StoreView } from '../../data/stores-model';
import { Icon } from '../../ui/icons';
import { SiteImage } from '../../ui/site-image';
import { HoursList } from './hours-list';

export function StoreCard({ store, showOpenBadge }: { store: StoreView; showOpenBadge: boolean }) {
  return (
    <article className="card store-card">
      <div className="card-media card-media--store">
        <SiteImage
          src={store.image}
          alt={store.name}
          width={1200}
          height={800}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        />
        {showOpenBadge && <span className="open-badge">{SITE_TEXTS.nowOpen}</span>}
      </div>
      <div className="card-body">
        <h3 className="card-title">{store.name}</h3>
        {(store.address || store.city) && (
          <p className="store-line">
            <Icon name="pin" />
            <span>{[store.address, store.city].filter(Boolean).join(', ')}</span>
          </p>
        )}
        <HoursList hours={store.hours} />
        <a
          className="button button--outline button--block"
          href={store.map.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {store.map.label}
        </a>
      </div>
    </article>
  );
}
