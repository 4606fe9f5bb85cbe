import {
  API,
  API_BASE,
  DEFAULT_TEMPLATE,
  findTemplateManifest,
  type PublicPayload,
  type StoredBioButton,
  type WebLanguage,
} from '@webku/contract';
import type { PageAlternate } from '../data/page-languages';
import { buildSiteModel, type SiteModel } from '../data/site-model';
import { buildHeadModel } from '../head/head-model';
import type { VitalsScript } from '../head/page-script';
import { renderDocument } from '../render/render-document';
import { renderErrorPage } from '../render/render-error-page';
import { type ImageSrcSet, ImageSrcSetProvider } from '../ui/image-context';
import { bioCss } from './bio-css';
import { arrangeBioButtons, type BioButtonView, bioSiteButtons } from './bio-model';
import { BioPage } from './bio-page';

export type BioInput = {
  payload: PublicPayload;
  /** The owner's arrangement; null: the site's buttons in their default order. */
  stored: readonly StoredBioButton[] | null;
  /** The site's address ('/{slug}' in Mode B, '' in Mode A), with the language's code on its second. */
  basePath: string;
  language?: WebLanguage;
  art?: string | null;
  alternates?: readonly PageAlternate[];
  now?: Date;
};

export type RenderBioInput = BioInput & {
  canonicalUrl: string;
  origin: string;
  shareImageUrl?: string;
  /** The page's own script (the visit beacon alone, `/_site/bio.js?v=…`). */
  scriptUrl: string;
  /** Field speed's lazily loaded script and sample, as on the site's other pages. */
  vitals?: VitalsScript | null;
  imageSrcSet?: ImageSrcSet;
};

const HOME: Record<WebLanguage, string> = { indonesia: 'Buka situs lengkap', english: 'Visit the full site' };
const TITLE: Record<WebLanguage, string> = { indonesia: 'Semua tautan', english: 'All links' };

function siteOf(input: BioInput): SiteModel | null {
  const template = findTemplateManifest(input.payload.web_settings?.template_selected ?? DEFAULT_TEMPLATE);
  if (!template) return null;
  return buildSiteModel({
    payload: input.payload,
    template,
    language: input.language ?? 'indonesia',
    page: 'home',
    basePath: input.basePath,
    now: input.now ?? new Date(),
    art: input.art,
    alternates: input.alternates,
  });
}

/** Every button of the page in the owner's order, hidden ones included (the admin's list and preview). */
export function bioButtons(input: BioInput): BioButtonView[] {
  const site = siteOf(input);
  return site ? arrangeBioButtons(bioSiteButtons(site), input.stored) : [];
}

/** The link-in-bio page ('/{slug}/links'): a small document of its own, server-rendered, no fonts to load. */
export function renderBioPage(input: RenderBioInput): { status: number; html: string } {
  const language = input.language ?? 'indonesia';
  const site = siteOf(input);
  if (!site) return renderErrorPage('template-not-found', language);
  const { payload } = input;
  const head = buildHeadModel({
    payload,
    site,
    canonicalUrl: input.canonicalUrl,
    origin: input.origin,
    shareImageUrl: input.shareImageUrl,
    fonts: [],
    theme: { color: site.template.palette.color },
    alternates: input.alternates,
  });
  const title = `${TITLE[language]} | ${head.title}`;
  const buttons = arrangeBioButtons(bioSiteButtons(site), input.stored).filter((b) => b.is_visible);
  const html = renderDocument(
    <ImageSrcSetProvider value={input.imageSrcSet}>
      <BioPage
        page={{
          head: { ...head, title, og: { ...head.og, title } },
          css: bioCss(site.template.palette),
          name: site.hero.shopName,
          line: site.hero.tagline,
          logo: site.hero.logo,
          buttons,
          otherLanguage: site.otherLanguage,
          home: { label: HOME[language], href: site.links.home },
          scriptUrl: input.scriptUrl,
          statsUrl: `${API_BASE}${API.public.visits(payload.company.slug)}`,
          vitals: input.vitals,
        }}
      />
    </ImageSrcSetProvider>,
  );
  return { status: 200, html };
}
