import {
  Carousel,
  DialogTrigger,
  type MerchandiseView,
  OrderAction,
  SectionHeader,
  type SectionProps,
  SiteDialog,
  SiteImage,
} from '@webku/site/view-kit';
import { MerchandiseGallery } from './merchandise-gallery';

function MerchandiseCard({ item, noImages }: { item: MerchandiseView; noImages: string }) {
  const [cover] = item.images;
  return (
    <DialogTrigger
      className={item.soldOut ? 'card product-card is-sold-out' : 'card product-card'}
      dialogId={item.dialogId}
    >
      <span className="card-media card-media--square">
        {cover ? (
          <SiteImage
            src={cover.src}
            alt=""
            width={800}
            height={800}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          />
        ) : (
          <span className="media-empty">{noImages}</span>
        )}
      </span>
      <span className="card-body">
        <span className="card-title">{item.name}</span>
        {item.price && <span className="price">{item.price}</span>}
      </span>
    </DialogTrigger>
  );
}

function MerchandiseSection({ site, layout }: SectionProps<'merchandise'>) {
  const { merchandise } = site;
  if (!merchandise) return null;
  const words = site.texts;
  const { order } = site.commerce;
  const orderableCard = (item: MerchandiseView) => (
    <div className="orderable">
      <MerchandiseCard item={item} noImages={words.noImages} />
      <OrderAction item={item.orderItem} order={order} soldOut={item.soldOut} />
    </div>
  );
  return (
    <section id="merchandise" className="section section--merchandise" aria-labelledby="merchandise-heading">
      <div className="container">
        <SectionHeader id="merchandise" title={merchandise.title} description={merchandise.description} />
        {layout === 'carousel' ? (
          <Carousel
            label={merchandise.title}
            items={merchandise.items}
            itemKey={(item) => item.id}
            renderItem={orderableCard}
            previousLabel={words.previous}
            nextLabel={words.next}
          />
        ) : (
          <ul className="card-grid">
            {merchandise.items.map((item) => (
              <li key={item.id}>{orderableCard(item)}</li>
            ))}
          </ul>
        )}
        {merchandise.items.map((item) => (
          <SiteDialog
            key={item.id}
            id={item.dialogId}
            title={item.name}
            returnHref="#merchandise"
            closeLabel={words.close}
            className="dialog--wide dialog--product"
          >
            <MerchandiseGallery images={item.images} name={item.name} texts={words} />
            {item.price && <p className="price">{item.price}</p>}
            {item.description && <p className="dialog-text">{item.description}</p>}
            <OrderAction item={item.orderItem} order={order} soldOut={item.soldOut} />
          </SiteDialog>
        ))}
      </div>
    </section>
  );
}

/** How the page draws the merchandise: its component, for each of its layouts (their stylesheets are the templates'). */
export const merchandiseView = { Component: MerchandiseSection };
