import type { FooterLink, FooterModel } from '../../data/footer-model';
import { SITE_TEXTS } from '../../data/site-texts';
import type { SectionProps } from '../../templates/template-types';
import { ContactList } from './contact-list';
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

function SimpleFooter({ footer }: { footer: FooterModel }) {
  return (
    <div className="footer-simple">
      <div className="footer-brand">
        <p className="footer-name">{footer.shopName}</p>
        <p className="footer-tagline">{footer.tagline}</p>
        <SocialLinks socials={footer.socials} />
      </div>
      <ContactList footer={footer} />
      {footer.policyLinks.length > 0 && <LinkList links={footer.policyLinks} />}
    </div>
  );
}

function ColumnsFooter({ footer }: { footer: FooterModel }) {
  const quickLinks = [...footer.sectionLinks, ...footer.policyLinks];
  return (
    <div className="footer-columns">
      <div className="footer-brand">
        <p className="footer-name">{footer.shopName}</p>
        <p className="footer-tagline">{footer.tagline}</p>
      </div>
      {quickLinks.length > 0 && (
        <nav className="footer-column" aria-label={SITE_TEXTS.quickLinks}>
          <h2 className="footer-heading">{SITE_TEXTS.quickLinks}</h2>
          <LinkList links={quickLinks} />
        </nav>
      )}
      {(footer.phone || footer.email || footer.address) && (
        <div className="footer-column">
          <h2 className="footer-heading">{SITE_TEXTS.contactInfo}</h2>
          <ContactList footer={footer} />
        </div>
      )}
      {footer.socials.length > 0 && (
        <div className="footer-column">
          <h2 className="footer-heading">{SITE_TEXTS.followUs}</h2>
          <SocialLinks socials={footer.socials} withLabels />
        </div>
      )}
    </div>
  );
}

export function SiteFooter({ site, variant }: SectionProps<'footer'>) {
  const { footer } = site;
  return (
    <footer className={`footer footer--${variant}`}>
      <div className="container">
        {variant === 'simple' ? <SimpleFooter footer={footer} /> : <ColumnsFooter footer={footer} />}
        <p className="footer-copyright">{footer.copyright}</p>
      </div>
    </footer>
  );
}
