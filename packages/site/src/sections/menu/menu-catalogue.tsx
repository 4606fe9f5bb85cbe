import { buildCatalogueModel } from '../../data/catalogue-model';
import type { MenuCategoryView, MenuItemView } from '../../data/menu-model';
import type { OrderModel } from '../../data/order-model';
import type { SiteTexts } from '../../texts/site-texts';
import { SiteImage } from '../../ui/site-image';
import { OrderAction } from '../order/order-action';
import { Badges } from './badges';

const FEATURED_ANCHOR = 'menu-featured';

// A product tile: square picture with its price badge, name, badges, a short description, 'Pesan'.
function ProductTile({ item, order }: { item: MenuItemView; order: OrderModel | null }) {
  return (
    <li className={item.soldOut ? 'product-tile is-sold-out' : 'product-tile'}>
      <span className="product-media">
        {item.stageImage ? (
          <SiteImage
            src={item.stageImage}
            alt=""
            width={600}
            height={600}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          />
        ) : (
          <span className="product-initial" aria-hidden="true">
            {item.name.charAt(0)}
          </span>
        )}
        {item.price && <span className="price-badge">{item.price}</span>}
      </span>
      <span className="product-body">
        <span className="product-name">{item.name}</span>
        <Badges badges={item.badges} />
        {item.description && <span className="product-desc">{item.description}</span>}
      </span>
      <OrderAction item={item.orderItem} order={order} soldOut={item.soldOut} />
    </li>
  );
}

function ProductGroup({
  id,
  title,
  items,
  order,
  itemsWord,
  className = 'catalogue-group',
}: {
  id: string;
  title: string;
  items: readonly MenuItemView[];
  order: OrderModel | null;
  itemsWord: string;
  className?: string;
}) {
  return (
    <section className={className} id={id} aria-labelledby={`${id}-title`}>
      <h3 className="catalogue-title" id={`${id}-title`}>
        {title}
        <span className="count-badge">
          {items.length} <span className="visually-hidden">{itemsWord}</span>
        </span>
      </h3>
      <ul className="product-grid">
        {items.map((item) => (
          <ProductTile key={item.id} item={item} order={order} />
        ))}
      </ul>
    </section>
  );
}

function FilterChips({
  categories,
  hasFeatured,
  texts,
}: {
  categories: readonly MenuCategoryView[];
  hasFeatured: boolean;
  texts: SiteTexts;
}) {
  return (
    <nav className="catalogue-filters" aria-label={texts.catalogue.filters}>
      <ul className="chip-row">
        <li>
          <a className="chip chip--all" href="#menu">
            {texts.catalogue.all}
          </a>
        </li>
        {hasFeatured && (
          <li>
            <a className="chip" href={`#${FEATURED_ANCHOR}`}>
              {texts.catalogue.featured}
            </a>
          </li>
        )}
        {categories.map((category) => (
          <li key={category.id}>
            <a className="chip" href={`#${category.anchorId}`}>
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// Categories as anchored groups of product tiles: a chip jumps to its group, and while a group is the
// page's target the stylesheet shows only that group, so the filter works without the script.
export function MenuCatalogue({
  categories,
  texts,
  order,
}: {
  categories: MenuCategoryView[];
  texts: SiteTexts;
  order: OrderModel | null;
}) {
  const catalogue = buildCatalogueModel(categories);
  return (
    <div className="catalogue">
      {catalogue.showsFilters && (
        <FilterChips
          categories={catalogue.groups}
          hasFeatured={catalogue.featured.length > 0}
          texts={texts}
        />
      )}
      {catalogue.featured.length > 0 && (
        <ProductGroup
          id={FEATURED_ANCHOR}
          title={texts.catalogue.featured}
          items={catalogue.featured}
          order={order}
          itemsWord={texts.items}
          className="catalogue-group catalogue-group--featured"
        />
      )}
      {catalogue.groups.map((group) => (
        <ProductGroup
          key={group.id}
          id={group.anchorId}
          title={group.name}
          items={group.items}
          order={order}
          itemsWord={texts.items}
        />
      ))}
    </div>
  );
}
