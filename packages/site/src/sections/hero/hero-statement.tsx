import type { SiteModel } from '../../data/site-model';
import { Icon } from '../../ui/icons';
import { HeroPicture, HeroWords } from './hero-parts';
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
          <HeroWords hero={hero} />
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
        <HeroPicture src={hero.backgroundImage} sizes="(min-width: 900px) 50vw, 100vw" />
      </div>
      <ServiceInfoBand
        info={site.serviceInfo}
        texts={site.texts}
        hoursHref={site.stores ? site.links.section('stores') : null}
      />
    </section>
  );
}
