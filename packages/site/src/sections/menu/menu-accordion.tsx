import type { MenuCategoryView, MenuItemView } from '../../data/menu-model';
import type { OrderModel } from '../../data/order-model';
import type { SiteTexts } from '../../texts/site-texts';
import { Icon } from '../../ui/icons';
import { useImageSrcSet } from '../../ui/image-context';
import { SiteImage } from '../../ui/site-image';
import { OrderAction } from '../order/order-action';
import { Badges } from './badges';

function MenuRow({ item, order }: { item: MenuItemView; order: OrderModel | null }) {
  const srcSet = useImageSrcSet();
  const stage = item.stageImage;
  return (
    <li className={item.soldOut ? 'menu-row is-sold-out' : 'menu-row'}>
      <button
        type="button"
        className="menu-row-button"
        data-stage-src={stage ?? undefined}
        data-stage-srcset={stage ? srcSet?.(stage) : undefined}
        data-stage-alt={item.name}
      >
        <span className="menu-row-main">
          <span className="menu-row-name">{item.name}</span>
          <Badges badges={item.badges} />
          {item.description && <span className="menu-row-desc">{item.description}</span>}
        </span>
        {item.price && <span className="price">{item.price}</span>}
      </button>
      <OrderAction item={item.orderItem} order={order} soldOut={item.soldOut} />
    </li>
  );
}

// Image on one side, items on the other; tapping an item shows its picture in the stage.
function CategoryBody({
  category,
  emptyText,
  order,
}: {
  category: MenuCategoryView;
  emptyText: string;
  order: OrderModel | null;
}) {
  return (
    <div className="menu-panel-body" data-menu-panel="">
      <div className="menu-stage">
        {category.stageImage ? (
          <SiteImage
            className="menu-stage-image"
            src={category.stageImage}
            alt={category.name}
            width={800}
            height={600}
          />
        ) : (
          <div className="menu-stage-empty" aria-hidden="true">
            {category.name.charAt(0)}
          </div>
        )}
      </div>
      {category.items.length > 0 ? (
        <ul className="menu-rows">
          {category.items.map((item) => (
            <MenuRow key={item.id} item={item} order={order} />
          ))}
        </ul>
      ) : (
        <p className="empty-note">{emptyText}</p>
      )}
    </div>
  );
}

// One category is a plain panel; several are an accordion, single open (native `name`), first open.
export function MenuAccordion({
  categories,
  texts,
  order,
}: {
  categories: MenuCategoryView[];
  texts: SiteTexts;
  order: OrderModel | null;
}) {
  const [first] = categories;
  if (categories.length === 1 && first) {
    return (
      <div className="menu-single" id={first.anchorId}>
        <h3 className="menu-category-title">{first.name}</h3>
        <CategoryBody category={first} emptyText={texts.emptyCategory} order={order} />
      </div>
    );
  }
  return (
    <div className="menu-accordion" data-accordion="">
      {categories.map((category, index) => (
        <details
          className="menu-category"
          name="menu-category"
          open={index === 0}
          id={category.anchorId}
          key={category.id}
        >
          <summary className="menu-summary">
            <span className="menu-category-title">{category.name}</span>
            <span className="count-badge">
              {category.items.length} <span className="visually-hidden">{texts.items}</span>
            </span>
            <Icon name="chevron" className="menu-chevron" />
          </summary>
          <CategoryBody category={category} emptyText={texts.emptyCategory} order={order} />
        </details>
      ))}
    </div>
  );
}
