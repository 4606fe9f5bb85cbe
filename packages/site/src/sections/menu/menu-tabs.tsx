import type { MenuCategoryView, MenuItemView } from '../../data/menu-model';
import type { OrderModel } from '../../data/order-model';
import type { SiteTexts } from '../../texts/site-texts';
import { DialogTrigger, SiteDialog } from '../../ui/site-dialog';
import { SiteImage } from '../../ui/site-image';
import { OrderAction } from '../order/order-action';
import { Badges } from './badges';

function ItemCard({ item }: { item: MenuItemView }) {
  return (
    <DialogTrigger
      className={item.soldOut ? 'card item-card is-sold-out' : 'card item-card'}
      dialogId={`menu-item-${item.id}`}
    >
      <span className="card-media">
        {item.stageImage && (
          <SiteImage
            src={item.stageImage}
            alt=""
            width={800}
            height={600}
            sizes="(min-width: 768px) 33vw, 100vw"
          />
        )}
        {item.price && <span className="price-badge">{item.price}</span>}
      </span>
      <span className="card-body">
        <span className="card-title">{item.name}</span>
        <Badges badges={item.badges} />
        {item.description && <span className="card-text">{item.description}</span>}
      </span>
    </DialogTrigger>
  );
}

function ItemDialog({
  item,
  texts,
  order,
}: {
  item: MenuItemView;
  texts: SiteTexts;
  order: OrderModel | null;
}) {
  return (
    <SiteDialog id={`menu-item-${item.id}`} title={item.name} returnHref="#menu" closeLabel={texts.close}>
      {item.stageImage && (
        <SiteImage className="dialog-image" src={item.stageImage} alt={item.name} width={800} height={600} />
      )}
      {item.price && <p className="price">{item.price}</p>}
      <Badges badges={item.badges} />
      {item.description && <p className="dialog-text">{item.description}</p>}
      <OrderAction item={item.orderItem} order={order} soldOut={item.soldOut} />
    </SiteDialog>
  );
}

// Without the script every panel shows under its own heading; the script turns the list into tabs.
export function MenuTabs({
  categories,
  label,
  texts,
  order,
}: {
  categories: MenuCategoryView[];
  label: string;
  texts: SiteTexts;
  order: OrderModel | null;
}) {
  return (
    <div className="tabs" data-tabs="">
      <div className="tab-list" role="tablist" aria-label={label}>
        {categories.map((category, index) => (
          <button
            type="button"
            role="tab"
            className="tab"
            key={category.id}
            id={`${category.anchorId}-tab`}
            aria-controls={category.anchorId}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
          >
            {category.name}
          </button>
        ))}
      </div>
      {categories.map((category) => (
        <div
          role="tabpanel"
          className="tab-panel"
          key={category.id}
          id={category.anchorId}
          aria-labelledby={`${category.anchorId}-tab`}
        >
          <h3 className="tab-panel-title">{category.name}</h3>
          {category.items.length > 0 ? (
            <ul className="card-grid">
              {category.items.map((item) => (
                <li key={item.id} className="orderable">
                  <ItemCard item={item} />
                  <OrderAction item={item.orderItem} order={order} soldOut={item.soldOut} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-note">{texts.emptyCategory}</p>
          )}
        </div>
      ))}
      {categories.flatMap((category) =>
        category.items.map((item) => <ItemDialog key={item.id} item={item} texts={texts} order={order} />),
      )}
    </div>
  );
}
