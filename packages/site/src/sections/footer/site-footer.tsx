import type { FooterLink, FooterModel } from '../../data/footer-model';
import type { SectionProps } from '../../templates/template-types';
import type { SiteTexts } from '../../texts/site-texts';
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

function ColumnsFooter({ footer, texts }: { footer: FooterModel; texts: SiteTexts }) {
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
      {(footer.phone || footer.email || footer.address) && (
        <div className="footer-column">
          <h2 className="footer-heading">{texts.contactInfo}</h2>
          <ContactList footer={footer} />
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

export function SiteFooter({ site, variant }: SectionProps<'footer'>) {
  const { footer } = site;
  return (
    <footer className={`footer footer--${variant}`}>
      <div className="container">
        {variant === 'simple' ? (
          <SimpleFooter footer={footer} />
        ) : (
          <ColumnsFooter footer={footer} texts={site.texts} />
        )}
        <p className="footer-copyright">{footer.copyright}</p>
      </div>
    </footer>
  );
}
