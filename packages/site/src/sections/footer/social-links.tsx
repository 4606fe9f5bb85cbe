import type { SocialLink } from '../../data/footer-model';
import { Icon } from '../../ui/icons';

export function SocialLinks({
  socials,
  withLabels = false,
}: {
  socials: SocialLink[];
  withLabels?: boolean;
}) {
  if (socials.length === 0) return null;
  return (
    <ul className={withLabels ? 'social-list social-list--labelled' : 'social-list'}>
      {socials.map((social) => (
        <li key={social.kind}>
          <a
            className="social-link"
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={withLabels ? undefined : social.label}
          >
            <Icon name={social.kind} />
            {withLabels && <span>{social.label}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
