import type { FooterModel } from '../../data/footer-model';
import { Icon } from '../../ui/icons';

// tel: keeps only digits and '+', so '+62 812-3456-7890' dials on a phone.
export function ContactList({ footer }: { footer: FooterModel }) {
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
          <a href={`tel:${footer.phone.replace(/[^\d+]/g, '')}`}>{footer.phone}</a>
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
