import type { MenuCategoryView, MenuItemView } from '../../data/menu-model';
import type { OrderModel } from '../../data/order-model';
import type { SiteTexts } from '../../texts/site-texts';
import { OrderAction } from '../order/order-action';
import { Badges } from './badges';

function PriceRow({
  item,
  texts,
  order,
}: {
  item: MenuItemView;
  texts: SiteTexts;
  order: OrderModel | null;
}) {
  return (
    <li className={item.soldOut ? 'price-row is-sold-out' : 'price-row'}>
      <div className="price-row-line">
        <span className="price-row-name">{item.name}</span>
        <span className="price-row-leader" aria-hidden="true" />
        {item.price ? (
          <span className="price">{item.price}</span>
        ) : (
          <span className="price-ask">{texts.service.askPrice}</span>
        )}
      </div>
      {(item.description || item.badges.length > 0) && (
        <div className="price-row-about">
          {item.description && <p className="price-row-text">{item.description}</p>}
          <Badges badges={item.badges} />
        </div>
      )}
      <OrderAction item={item.orderItem} order={order} soldOut={item.soldOut} />
    </li>
  );
}

// A price list to read at a glance: name, dotted leader, price. Categories are plain anchors, so the
// jump list works without the script; a service without a price asks instead of showing one.
export function MenuPriceList({
  categories,
  texts,
  order,
}: {
  categories: MenuCategoryView[];
  texts: SiteTexts;
  order: OrderModel | null;
}) {
  return (
    <>
      {categories.length > 2 && (
        <nav className="price-jump" aria-label={texts.service.categoriesLabel}>
          <ul className="price-jump-list">
            {categories.map((category) => (
              <li key={category.id}>
                <a className="price-jump-link" href={`#${category.anchorId}`}>
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="price-list">
        {categories.map((category) => (
          <section
            className="price-group"
            key={category.id}
            id={category.anchorId}
            aria-labelledby={`${category.anchorId}-title`}
          >
            <h3 className="price-group-title" id={`${category.anchorId}-title`}>
              {category.name}
            </h3>
            {category.items.length > 0 ? (
              <ul className="price-rows">
                {category.items.map((item) => (
                  <PriceRow key={item.id} item={item} texts={texts} order={order} />
                ))}
              </ul>
            ) : (
              <p className="empty-note">{texts.emptyCategory}</p>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
