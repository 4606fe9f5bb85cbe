import { RenderRowSection } from '@webku/sections/views';
import { pageParts } from '../data/row-section-model';
import type { SiteModel } from '../data/site-model';
import type { HeadModel } from '../head/head-model';
import type { VitalsScript } from '../head/page-script';
import { SiteHead } from '../head/site-head';
import { BookingPage } from '../sections/booking/booking-page';
import { BookingSection } from '../sections/booking/booking-section';
import { SiteNav } from '../sections/nav/site-nav';
import { CommerceLayer } from '../sections/order/commerce-layer';
import { RenderSection } from '../sections/section-registry';
import { PolicyContent } from './policy-content';

type SiteDocumentProps = {
  site: SiteModel;
  head: HeadModel;
  css: string;
  scriptUrl: string;
  /** Where the enhancement script sends its visit beacons. */
  statsUrl: string;
  /** Field speed's lazily loaded script, when on. */
  vitals?: VitalsScript | null;
};

// The template's order decides the page; the footer stays outside <main> as its own landmark.
export function SiteDocument({ site, head, css, scriptUrl, statsUrl, vitals }: SiteDocumentProps) {
  const { template } = site;
  const body = template.sections.filter((section) => section !== 'footer');
  return (
    <html lang={head.lang}>
      <SiteHead
        head={head}
        css={css}
        scriptUrl={scriptUrl}
        statsUrl={statsUrl}
        vitals={vitals}
        page={site.page === 'home' ? '/' : `/${site.page}`}
      />
      <body className={`site site--${template.id}${site.commerce.chat ? ' has-float' : ''}`}>
        <a className="skip-link" href="#main">
          {site.texts.skipToContent}
        </a>
        <SiteNav site={site} />
        <main id="main">
          {site.policy ? (
            <PolicyContent policy={site.policy} emptyText={site.texts.contentNotAvailable} />
          ) : site.page === 'booking' && site.booking ? (
            <BookingPage booking={site.booking} language={site.language} />
          ) : (
            pageParts(body, site.rowSections, site.booking !== null).map((part) => {
              if (part.kind === 'booking')
                return site.booking && <BookingSection key="booking" booking={site.booking} />;
              if (part.kind === 'rows')
                return <RenderRowSection key={part.model.key} site={site} model={part.model} />;
              return (
                <RenderSection key={part.key} section={part.key} site={site} layouts={template.layouts} />
              );
            })
          )}
        </main>
        {template.sections.includes('footer') && (
          <RenderSection section="footer" site={site} layouts={template.layouts} />
        )}
        <CommerceLayer site={site} />
      </body>
    </html>
  );
}
