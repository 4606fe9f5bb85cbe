import { siteTimeZone, templateManifestOrDefault } from '@webku/contract';
import { companies, type Db, eq } from '@webku/db';
import { printFontFiles } from '@webku/site';
import sharp from 'sharp';
import { NotFoundError } from '../../errors';
import { readCompanyImage } from '../../images/company-image';
import type { StorageProvider } from '../../providers/storage/index';
import type { TenantCompany } from '../../tenancy/resolve-tenant';
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

// Big enough for a sharp print at poster size, small enough to keep the PDF light.
const LOGO_PIXELS = 600;
const QRIS_PIXELS = 1600;

async function png(
  deps: QrKitDeps,
  companyId: number,
  source: string | null | undefined,
  pixels: number,
): Promise<Buffer | null> {
  if (!source?.trim()) return null;
  const image = await readCompanyImage(deps, companyId, source.trim());
  if (!image) return null;
  return sharp(image.bytes, { limitInputPixels: 40_000_000 })
    .resize(pixels, pixels, { fit: 'inside', withoutEnlargement: !image.isSvg })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

/** Everything the printed sheets show, from the owner's own content only. */
export async function loadQrKit(deps: QrKitDeps, companyId: number): Promise<QrKitModel & { slug: string }> {
  const [row] = await deps.db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw new NotFoundError('Company Not Found');
  const payload = await deps.publicService.fresh(companyId);
  const web = payload.web_settings;
  const company = { ...row, time_zone: siteTimeZone(web?.time_zone) };
  const name = payload.footer_settings?.shop_name?.trim() || company.name;
  const theme = templateManifestOrDefault(web?.template_selected).palette;
  const menuUrl = new URL(`${await deps.siteUrl(company)}#menu`);
  const qrisImage = await png(deps, companyId, web?.qris_image, QRIS_PIXELS);
  return {
    slug: company.slug,
    name,
    menuUrl: menuUrl.href,
    menuLabel: `${menuUrl.host}${menuUrl.pathname === '/' ? '' : menuUrl.pathname}`,
    logo: await png(deps, companyId, web?.navigation_logo || company.logo, LOGO_PIXELS),
    qris: qrisImage ? { image: qrisImage, merchant: web?.qris_merchant_name?.trim() || name } : null,
    reviewUrl: web?.google_review_url?.trim() || null,
    palette: { ink: theme.color, accent: theme.accent, paper: theme.paper },
    fonts: printFontFiles(web?.title_text_font_family),
    texts: qrKitTexts(company.web_language),
  };
}
