import type { SectionProps } from '../../templates/template-types';
import { Icon } from '../../ui/icons';
import { SectionHeader } from '../../ui/section-header';
import { MenuAccordion } from './menu-accordion';
import { MenuCatalogue } from './menu-catalogue';
import { MenuPriceList } from './menu-price-list';
import { MenuTabs } from './menu-tabs';

export function MenuSection({ site, layout }: SectionProps<'menu'>) {
  const { menu } = site;
  if (!menu) return null;
  const { order } = site.commerce;
  return (
    <section id="menu" className="section section--menu" aria-labelledby="menu-heading">
      <div className="container">
        <SectionHeader id="menu" title={menu.title} description={menu.description} />
        {layout === 'accordion' && (
          <MenuAccordion categories={menu.categories} texts={site.texts} order={order} />
        )}
        {layout === 'tabs' && (
          <MenuTabs categories={menu.categories} label={menu.title} texts={site.texts} order={order} />
        )}
        {layout === 'price-list' && (
          <MenuPriceList categories={menu.categories} texts={site.texts} order={order} />
        )}
        {layout === 'catalogue' && (
          <MenuCatalogue categories={menu.categories} texts={site.texts} order={order} />
        )}
        {menu.driveLink && (
          <p className="section-action">
            <a
              className="button button--outline"
              href={menu.driveLink.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {menu.driveLink.label}
              <Icon name="external" />
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
