import { Icon, type MainStoreView } from '@webku/site/view-kit';
import { HoursList } from './hours-list';

// The classic template's stand-in when no store is listed yet.
export function MainStoreCard({ store }: { store: MainStoreView }) {
  return (
    <article className="card store-card store-card--main">
      <div className="card-body">
        <h3 className="card-title">{store.name}</h3>
        <p className="store-line">
          <Icon name="pin" />
          <span>{store.address}</span>
        </p>
        <p className="store-line">
          <Icon name="phone" />
          <span>{store.phone}</span>
        </p>
        <p className="store-line">
          <Icon name="mail" />
          <span>{store.email}</span>
        </p>
        {store.hours.kind === 'rows' && (
          <div className="store-line">
            <Icon name="clock" />
            <HoursList hours={store.hours} />
          </div>
        )}
      </div>
    </article>
  );
}
