import type { OrderLinkView } from '../../data/order-links-model';
import { Icon } from '../../ui/icons';
import { platformMark } from '../../ui/platform-marks';

export function Mark({ name }: { name: Parameters<typeof platformMark>[0] }) {
  const path = platformMark(name);
  if (!path) return <Icon name="bag" />;
  return (
    <svg
      className="icon icon--mark"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

// "Pesan juga di": the owner's other shops and pages, each with its platform's mark.
export function OrderLinks({ links, title }: { links: OrderLinkView[]; title: string }) {
  if (links.length === 0) return null;
  return (
    <nav className="order-links" aria-label={title}>
      <h2 className="order-links-title">{title}</h2>
      <ul className="order-links-list">
        {links.map((link) => (
          <li key={link.platform}>
            <a
              className="order-link"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              data-platform={link.platform}
            >
              <Mark name={link.platform} />
              <span>{link.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
