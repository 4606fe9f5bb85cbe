import type { SiteModel } from '../../data/site-model';
import { Icon } from '../../ui/icons';
import { SiteImage } from '../../ui/site-image';
import { ServiceInfoBand } from './service-info-band';

// The owner's own words beside a calm picture; the main action is a WhatsApp chat when there is a number,
// with the owner's button beside it, and the owner's button alone otherwise.
export function HeroStatement({ site }: { site: SiteModel }) {
  const { hero } = site;
  const { chat } = site.commerce;
  return (
    <section className="hero hero--statement" aria-labelledby="hero-title">
      <div className="hero-inner container">
        <div className="hero-copy">
          {hero.logo && (
            <SiteImage
              className="hero-logo"
              src={hero.logo}
              alt={hero.shopName}
              width={72}
              height={72}
              priority
            />
          )}
          {hero.subName && <p className="hero-eyebrow">{hero.subName}</p>}
          <h1 className="hero-title" id="hero-title">
            {hero.shopName}
          </h1>
          <p className="hero-tagline">{hero.tagline}</p>
          <div className="hero-actions">
            {chat && (
              <a
                className="button button--primary button--large hero-whatsapp"
                href={chat.href}
                target="_blank"
                rel="noopener noreferrer"
                data-track="wa_tap"
              >
                <Icon name="whatsapp" />
                {site.texts.service.whatsappCta}
              </a>
            )}
            <a
              className={`button button--large hero-cta ${chat ? 'button--quiet' : 'button--primary'}`}
              href={hero.cta.href}
            >
              {hero.cta.text}
            </a>
          </div>
        </div>
        <div className="hero-media">
          <SiteImage
            className="hero-image"
            src={hero.backgroundImage}
            alt=""
            width={1600}
            height={900}
            priority
            sizes="(min-width: 900px) 50vw, 100vw"
          />
        </div>
      </div>
      <ServiceInfoBand
        info={site.serviceInfo}
        texts={site.texts}
        hoursHref={site.stores ? site.links.section('stores') : null}
      />
    </section>
  );
}
