import type { PublicPayload, WebLanguage } from '@webku/contract';
import { fixturePayload } from '../../../tests/support/site/fixture-payload';
import { renderErrorPage, renderSitePage } from '../src/index';

type PreviewPage = { name: string; html: string };

function classicPayload(): PublicPayload {
  const payload = fixturePayload();
  payload.web_settings = { ...payload.web_settings!, template_selected: 'classic-website' };
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

/** Every page the preview shows: both templates in both languages, policy pages, edge cases and error pages. */
export function previewPages(): PreviewPage[] {
  const noStores = classicPayload();
  noStores.stores = [];
  const emptyTerms = classicPayload();
  emptyTerms.web_settings = { ...emptyTerms.web_settings!, terms_and_conditions: '<p><br></p>' };
  return [
    render('coffee', fixturePayload(), 'home'),
    render('coffee-privacy', fixturePayload(), 'privacy-policy'),
    render('coffee-terms', fixturePayload(), 'terms-and-conditions'),
    render('classic', classicPayload(), 'home'),
    render('classic-privacy', classicPayload(), 'privacy-policy'),
    render('classic-terms-empty', emptyTerms, 'terms-and-conditions'),
    render('classic-no-stores', noStores, 'home'),
    render('coffee-en', fixturePayload(), 'home', 'english'),
    render('classic-en', classicPayload(), 'home', 'english'),
    { name: 'error-company', html: renderErrorPage('company-not-found', 'indonesia').html },
    { name: 'error-template', html: renderErrorPage('template-not-found', 'english').html },
    { name: 'error-page', html: renderErrorPage('page-not-found', 'english', '/kopi-senja').html },
  ];
}
