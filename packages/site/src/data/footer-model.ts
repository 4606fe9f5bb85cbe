import { type PublicPayload, siteTimeZone, siteYear } from '@webku/contract';
import type { SiteTexts } from '../texts/site-texts';
import { businessContact } from './business-contact';
import { resolveTagline } from './hero-model';
import type { NavLink } from './nav-model';
import { type OrderLinkView, orderLinks } from './order-links-model';
import { richTextContent } from './rich-text-content';
import type { SiteLinks } from './site-links';
import { textOr, textOrNull } from './text';

export type SocialKind = 'instagram' | 'facebook' | 'tiktok';
export type SocialLink = { kind: SocialKind; label: string; href: string };
export type FooterLink = { label: string; href: string };
export type FooterModel = {
  shopName: string;
  tagline: string;
  socials: SocialLink[];
  address: string | null;
  phone: string | null;
  email: string | null;
  sectionLinks: FooterLink[];
  policyLinks: FooterLink[];
  orderLinks: OrderLinkView[];
  copyright: string;
};

export function socialLinks(payload: PublicPayload): SocialLink[] {
  const footer = payload.footer_settings;
  const all: [SocialKind, string, string | null | undefined][] = [
    ['instagram', 'Instagram', footer?.instagram_url],
    ['facebook', 'Facebook', footer?.facebook_url],
    ['tiktok', 'TikTok', footer?.tiktok_url],
  ];
  return all.flatMap(([kind, label, url]) => {
    const href = textOrNull(url);
    return href ? [{ kind, label, href }] : [];
  });
}

// The year is the current year in the site's zone unless the owner wrote one.
export function copyrightLine(payload: PublicPayload, now: Date, texts: SiteTexts): string {
  const footer = payload.footer_settings;
  const zone = siteTimeZone(payload.web_settings?.time_zone);
  const year = textOr(footer?.copyright_year, siteYear(now, zone).toString());
  // The company's name alone: a slogan here would be a claim the owner never made.
  const text = textOr(footer?.copyright_text, `${payload.company.name.replace(/[.!]+$/, '')}.`);
  return `© ${year} ${text}`;
}

export function policyLinks(payload: PublicPayload, links: SiteLinks, texts: SiteTexts): FooterLink[] {
  const web = payload.web_settings;
  const result: FooterLink[] = [];
  if (richTextContent(web?.privacy_policy)) result.push({ label: texts.privacyPolicy, href: links.privacy });
  if (richTextContent(web?.terms_and_conditions)) {
    result.push({ label: texts.termsAndConditions, href: links.terms });
  }
  return result;
}

export function buildFooterModel(
  payload: PublicPayload,
  links: SiteLinks,
  texts: SiteTexts,
  now: Date,
  /** The navigation's section links: the footer lists the same sections. */
  navLinks: readonly NavLink[],
): FooterModel {
  const footer = payload.footer_settings;
  const { address, phone, email } = businessContact(payload);
  return {
    shopName: textOr(footer?.shop_name, payload.company.name),
    tagline: textOr(footer?.tagline, resolveTagline(payload, texts)),
    socials: socialLinks(payload),
    address,
    phone,
    email,
    sectionLinks: navLinks.map(({ label, href }) => ({ label, href })),
    policyLinks: policyLinks(payload, links, texts),
    orderLinks: orderLinks(payload),
    copyright: copyrightLine(payload, now, texts),
  };
}
