import { i18n } from '@lingui/core';
import { escapeHtml, locales, scriptSafeJson } from '@mvno/contract';
import { getPageLocale } from '../i18n/page-locale.ts';
import { SITE_IMAGE, siteName, type ResolvedHead } from './page-head.tsx';

/** Open Graph's name of each language the site is in. */
const ogLocales = { ko: 'ko_KR', en: 'en_GB' } as const;

/**
 * The <head> tags of a server-rendered page: title, description, canonical address, Open Graph and Twitter
 * tags for link previews (KakaoTalk reads Open Graph), and the page's schema.org data as JSON-LD, which is
 * data rather than script, so the CSP has nothing to allow.
 */
export function headMarkupOf(head: ResolvedHead, origin: string): string {
  const image = new URL(SITE_IMAGE.path, origin).href;
  const alternate = (language: string, href: string) =>
    `<link rel="alternate" hreflang="${language}" href="${escapeHtml(href)}">`;
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;
  const tags = [
    `<title>${escapeHtml(head.documentTitle)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
    ...(head.isNoIndex === true || head.isNotFound === true
      ? [meta('name', 'robots', 'noindex')]
      : [
          // The page in the other language, and Korean for every language the site is not written in.
          ...locales.map((locale) => alternate(locale, head.alternateUrls[locale])),
          alternate('x-default', head.alternateUrls.ko),
        ]),
    meta('property', 'og:type', head.type === 'product' ? 'product' : 'website'),
    meta('property', 'og:site_name', siteName()),
    meta('property', 'og:locale', ogLocales[getPageLocale()]),
    meta('property', 'og:title', head.documentTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', SITE_IMAGE.width),
    meta('property', 'og:image:height', SITE_IMAGE.height),
    meta('property', 'og:image:alt', i18n._(SITE_IMAGE.alt)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.documentTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ];
  for (const image of head.preloadImages ?? [])
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(image.href)}" fetchpriority="high"` +
        (image.media === undefined ? '>' : ` media="${escapeHtml(image.media)}">`),
    );
  if (head.jsonLd !== undefined)
    tags.push(`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`);
  return tags.join('');
}
