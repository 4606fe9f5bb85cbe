import { createHash } from 'node:crypto';
import { classifyBusiness, WORDINGS } from '@webku/content-packs';
import {
  LANGUAGE_CODES,
  reviewLinkProblem,
  templateManifestOrDefault,
  type WebLanguage,
} from '@webku/contract';
import type { Db } from '@webku/db';
import { printFontFiles } from '@webku/site';
import sharp from 'sharp';
import { NotFoundError } from '../../errors';
import { namesCompanyImage, readCompanyImage } from '../../images/company-image';
import type { StorageProvider } from '../../providers/storage/index';
import { decidePageLanguage, siteLanguagesOf } from '../../site-content/site-languages';
import { findCompanyById, type TenantCompany } from '../../tenancy/resolve-tenant';
import type { PublicService } from '../public/public.service';
import type { QrKitModel } from './qr-kit-pdf';
import { qrKitTexts } from './qr-kit-texts';

export type QrKitDeps = {
  db: Db;
  storage: StorageProvider;
  publicService: PublicService;
  /** The site's address: the active custom domain, else the platform's (as its canonical URL). */
  siteUrl: (company: TenantCompany) => Promise<string>;
};

/**
 * Everything the printed sheets show, as the content says it (images by their address: an upload's
 * name is never given to other bytes), so that its hash names one drawing of a sheet.
 */
export type QrKitSource = Omit<QrKitModel, 'logo' | 'qris'> & {
  slug: string;
  logo: string | null;
  qris: { image: string; merchant: string } | null;
  /** Customers sit at the business's tables: table cards are offered. */
  tables: boolean;
  /** What the site offers, as the admin names it ('menu', 'layanan', 'kamar'…). */
  offer: string;
  /** The site's second language, whose sheets are offered too. */
  secondLanguage: WebLanguage | null;
  /** The sheets are in the second language (asked for with its `?lang`). */
  inSecondLanguage: boolean;
};

// Big enough for a sharp print at poster size, small enough to keep the PDF light.
const LOGO_PIXELS = 600;
const QRIS_PIXELS = 1600;

async function png(
  deps: QrKitDeps,
  companyId: number,
  source: string | null,
  pixels: number,
): Promise<Buffer | null> {
  if (!source) return null;
  const image = await readCompanyImage(deps, companyId, source);
  if (!image) return null;
  return sharp(image.bytes, { limitInputPixels: 40_000_000 })
    .resize(pixels, pixels, { fit: 'inside', withoutEnlargement: !image.isSvg })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

// An image the sheets can show: this company's upload or a built-in drawing; anything else is left out.
const ownImage = (companyId: number, source: string | null | undefined) => {
  const trimmed = source?.trim();
  return trimmed && namesCompanyImage(companyId, trimmed) ? trimmed : null;
};

/**
 * What the sheets show, read from the database on every call (so another instance's change shows). With
 * `lang` the code of the site's second language ('en'), the sheets are in it and their code opens that
 * language's page.
 */
export async function loadQrKitSource(
  deps: QrKitDeps,
  companyId: number,
  lang?: string,
): Promise<QrKitSource> {
  const company = await findCompanyById(deps.db, companyId);
  if (!company) throw new NotFoundError('Company Not Found');
  const site = siteLanguagesOf(company);
  const { language, second } = decidePageLanguage(site, { lang }).page;
  const payload = await deps.publicService.fresh(companyId, second);
  const web = payload.web_settings;
  const name = payload.footer_settings?.shop_name?.trim() || company.name;
  const theme = templateManifestOrDefault(web?.template_selected).palette;
  const path = second ? `/${LANGUAGE_CODES[second]}` : '';
  const menuUrl = new URL(`${await deps.siteUrl(company)}${path}#menu`);
  const kind = classifyBusiness(company.business_type ?? '', company.description ?? '');
  const qris = ownImage(companyId, web?.qris_image);
  // The site's own review link, else the first store's; one stored before today's rules (one a QR code
  // cannot hold, say) is left out, as the site leaves it out.
  const reviewUrl =
    [web?.google_review_url, ...payload.stores.map((store) => store.google_review_url)]
      .map((url) => url?.trim())
      .find((url) => url && reviewLinkProblem(url) === null) ?? null;
  return {
    slug: company.slug,
    name,
    menuUrl: menuUrl.href,
    menuLabel: `${menuUrl.host}${menuUrl.pathname === '/' ? '' : menuUrl.pathname}`,
    logo: ownImage(companyId, web?.navigation_logo) ?? ownImage(companyId, company.logo),
    qris: qris ? { image: qris, merchant: web?.qris_merchant_name?.trim() || name } : null,
    reviewUrl,
    palette: { ink: theme.color, accent: theme.accent, paper: theme.paper },
    fonts: printFontFiles(web?.title_text_font_family),
    texts: qrKitTexts(language, kind.wording),
    secondLanguage: site.second,
    inSecondLanguage: second !== null,
    tables: kind.tables === true,
    offer: WORDINGS[kind.wording].nav[0].toLowerCase(),
  };
}

/** The hash that names one drawing of `sheet` from `source`: any change of what it shows changes it. */
export function sheetKey(sheet: string, source: QrKitSource): string {
  return createHash('sha256')
    .update(JSON.stringify([sheet, source]))
    .digest('base64url');
}

/** The model a sheet is drawn from: the source with its images read and made print-ready. */
export async function loadQrKitModel(
  deps: QrKitDeps,
  companyId: number,
  source: QrKitSource,
  needs: { qris: boolean },
): Promise<QrKitModel> {
  const [logo, qrisImage] = await Promise.all([
    png(deps, companyId, source.logo, LOGO_PIXELS),
    needs.qris && source.qris ? png(deps, companyId, source.qris.image, QRIS_PIXELS) : null,
  ]);
  return {
    name: source.name,
    menuUrl: source.menuUrl,
    menuLabel: source.menuLabel,
    logo,
    qris: source.qris && qrisImage ? { image: qrisImage, merchant: source.qris.merchant } : null,
    reviewUrl: source.reviewUrl,
    palette: source.palette,
    fonts: source.fonts,
    texts: source.texts,
  };
}
