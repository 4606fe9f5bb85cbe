import type { FooterModel } from '../../data/footer-model';
import { Icon } from '../../ui/icons';

// tel: keeps only digits and '+', so '+62 812-3456-7890' dials on a phone. A phone saved before
// numbers were checked ('abc') has nothing to dial: it is shown as text, never as an empty tel: link.
function telHref(phone: string): string | null {
  const dial = phone.replace(/[^\d+]/g, '');
  return /\d/.test(dial) ? `tel:${dial}` : null;
}

export function ContactList({ footer }: { footer: FooterModel }) {
  const tel = footer.phone ? telHref(footer.phone) : null;
  if (!footer.address && !footer.phone && !footer.email) return null;
  return (
    <ul className="contact-list">
      {footer.address && (
        <li>
          <Icon name="pin" />
          <span>{footer.address}</span>
        </li>
      )}
      {footer.phone && (
        <li>
          <Icon name="phone" />
          {tel ? <a href={tel}>{footer.phone}</a> : <span>{footer.phone}</span>}
        </li>
      )}
      {footer.email && (
        <li>
          <Icon name="mail" />
          <a href={`mailto:${footer.email}`}>{footer.email}</a>
        </li>
      )}
    </ul>
  );
}
