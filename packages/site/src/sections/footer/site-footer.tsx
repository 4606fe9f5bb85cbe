import type { FooterLink, FooterModel } from '../../data/footer-model';
import type { SiteModel } from '../../data/site-model';
import type { SectionProps } from '../../templates/template-types';
import { QrisTrigger } from '../order/qris-trigger';
import { ContactList } from './contact-list';
import { OrderLinks } from './order-links';
import { SocialLinks } from './social-links';

function LinkList({ links }: { links: FooterLink[] }) {
  return (
    <ul className="footer-links">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

function PayWithQris({ site }: { site: SiteModel }) {
  if (!site.commerce.qris) return null;
  return <QrisTrigger label={site.texts.order.payQris} className="footer-qris" />;
}

function SimpleFooter({ footer, site }: { footer: FooterModel; site: SiteModel }) {
  return (
    <div className="footer-simple">
      <div className="footer-brand">
        <p className="footer-name">{footer.shopName}</p>
        <p className="footer-tagline">{footer.tagline}</p>
        <SocialLinks socials={footer.socials} />
      </div>
      <div className="footer-contact">
        <ContactList footer={footer} />
        <PayWithQris site={site} />
      </div>
      {footer.policyLinks.length > 0 && <LinkList links={footer.policyLinks} />}
    </div>
  );
}

function ColumnsFooter({ footer, site }: { footer: FooterModel; site: SiteModel }) {
  const { texts } = site;
  const quickLinks = [...footer.sectionLinks, ...footer.policyLinks];
  return (
    <div className="footer-columns">
      <div className="footer-brand">
        <p className="footer-name">{footer.shopName}</p>
        <p className="footer-tagline">{footer.tagline}</p>
      </div>
      {quickLinks.length > 0 && (
        <nav className="footer-column" aria-label={texts.quickLinks}>
          <h2 className="footer-heading">{texts.quickLinks}</h2>
          <LinkList links={quickLinks} />
        </nav>
      )}
      {(footer.phone || footer.email || footer.address || site.commerce.qris) && (
        <div className="footer-column">
          <h2 className="footer-heading">{texts.contactInfo}</h2>
          <ContactList footer={footer} />
          <PayWithQris site={site} />
        </div>
      )}
      {footer.socials.length > 0 && (
        <div className="footer-column">
          <h2 className="footer-heading">{texts.followUs}</h2>
          <SocialLinks socials={footer.socials} withLabels />
        </div>
      )}
    </div>
  );
}

export function SiteFooter({ site, layout }: SectionProps<'footer'>) {
  const { footer } = site;
  return (
    <footer id="footer" className={`footer footer--${layout}`}>
      <div className="container">
        <OrderLinks links={footer.orderLinks} title={site.texts.orderLinksTitle} />
        {layout === 'simple' ? (
          <SimpleFooter footer={footer} site={site} />
        ) : (
          <ColumnsFooter footer={footer} site={site} />
        )}
        {site.otherLanguage && (
          <p className="footer-language">
            <a
              href={site.otherLanguage.href}
              hrefLang={site.otherLanguage.code}
              lang={site.otherLanguage.code}
            >
              {site.otherLanguage.name}
            </a>
          </p>
        )}
        <p className="footer-copyright">{footer.copyright}</p>
      </div>
    </footer>
  );
}
