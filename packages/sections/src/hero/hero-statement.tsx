import { Icon, type SiteModel } from '@webku/site/view-kit';
import { HeroPicture, HeroWords } from './hero-parts';
import { ServiceInfoBand } from './service-info-band';

// The owner's own words beside a calm picture. The main action is booking while the owner takes it (the
// page where a time can be booked), else a WhatsApp chat when there is a number (the floating button keeps
// the chat while booking leads); the owner's own button sits beside it, or alone.
export function HeroStatement({ site }: { site: SiteModel }) {
  const { hero, booking } = site;
  const chat = booking ? null : site.commerce.chat;
  const lead = booking ?? chat;
  return (
    <section className="hero hero--statement" aria-labelledby="hero-title">
      <div className="hero-inner container">
        <div className="hero-copy">
          <HeroWords hero={hero} />
          <div className="hero-actions">
            {booking && (
              <a className="button button--primary button--large hero-booking" href={booking.pageUrl}>
                <Icon name="calendar" />
                {booking.texts.cta}
              </a>
            )}
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
              className={`button button--large hero-cta ${lead ? 'button--quiet' : 'button--primary'}`}
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
