import {
  DEFAULT_TEMPLATE,
  type PublicPayload,
  TEMPLATE_MANIFESTS,
  type Template,
  type WebLanguage,
} from '@webku/contract';
import { fixturePayload } from '../../../tests/support/site/fixture-payload';
import { fewServices, servicesPayload } from '../../../tests/support/site/services-payload';
import { renderErrorPage, renderSitePage } from '../src/index';

type PreviewPage = { name: string; html: string };

// The fixture as the default template; another template shows its own default button and stores title.
function templatePayload(template: Template): PublicPayload {
  const payload = fixturePayload();
  payload.web_settings = { ...payload.web_settings!, template_selected: template };
  if (template === DEFAULT_TEMPLATE) return payload;
  payload.hero_section = {
    ...payload.hero_section!,
    cta_text: null,
    background_image: '/media/builtin/coffee/store-2.svg',
  };
  payload.stores_section_settings = { ...payload.stores_section_settings!, title: null };
  return payload;
}

function render(
  name: string,
  payload: PublicPayload,
  page: 'home' | 'privacy-policy' | 'terms-and-conditions',
  language: WebLanguage = 'indonesia',
) {
  const basePath = '/kopi-senja';
  const { html } = renderSitePage({
    payload,
    page,
    basePath,
    canonicalUrl: `https://webku.id${basePath}${page === 'home' ? '' : `/${page}`}`,
    origin: 'https://webku.id',
    enhanceScriptUrl: '/_site/enhance.js',
    language,
  });
  return { name, html };
}

/** Every page the preview shows: each template in both languages, policy pages, edge cases and error pages. */
export function previewPages(): PreviewPage[] {
  const pages = TEMPLATE_MANIFESTS.flatMap(({ id }) => {
    const noStores = templatePayload(id);
    noStores.stores = [];
    const emptyTerms = templatePayload(id);
    emptyTerms.web_settings = { ...emptyTerms.web_settings!, terms_and_conditions: '<p><br></p>' };
    return [
      render(id, templatePayload(id), 'home'),
      render(`${id}-privacy`, templatePayload(id), 'privacy-policy'),
      render(`${id}-terms`, templatePayload(id), 'terms-and-conditions'),
      render(`${id}-terms-empty`, emptyTerms, 'terms-and-conditions'),
      render(`${id}-no-stores`, noStores, 'home'),
      render(`${id}-en`, templatePayload(id), 'home', 'english'),
    ];
  });
  return [
    ...pages,
    // A service business on its own template, with many and with one of everything.
    render('workshop', servicesPayload(), 'home'),
    render('workshop-one', fewServices(1), 'home'),
    render('workshop-two-en', fewServices(2), 'home', 'english'),
    { name: 'error-company', html: renderErrorPage('company-not-found', 'indonesia').html },
    { name: 'error-template', html: renderErrorPage('template-not-found', 'english').html },
    { name: 'error-page', html: renderErrorPage('page-not-found', 'english', '/kopi-senja').html },
  ];
}
