import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { pathInLocale, type Locale } from '@mvno/contract';
import { localizedHref } from '../i18n/localized-href.ts';

const siteNameMessage = msg`바로모바일`;

/** The site's name in the page's language: 바로모바일, Baro Mobile. */
export function siteName(): string {
  return i18n._(siteNameMessage);
}

/** What the site says about itself where a page says nothing of its own (worded where it is shown). */
export const SITE_DESCRIPTION: MessageDescriptor = msg`바로모바일 — 합리적인 알뜰폰 요금제, 유심 구매와 셀프개통, 마이페이지까지 한 곳에서.`;
/** The picture a shared link shows when a page has none of its own (1200×630). */
export const SITE_IMAGE = { path: '/og-image.png', width: 1200, height: 630, alt: siteNameMessage } as const;

/** What a page says about itself to the browser's tab, search engines and link previews. */
export interface PageHeadInfo {
  /** The page's own name; the tab reads '<title> | 바로모바일'. Empty: the site's name alone. */
  title: string;
  /** Words, or a message worded in the page's language where the head is drawn (SITE_DESCRIPTION). */
  description: string | MessageDescriptor;
  /** The one address of this content (path and the query that changes it); default: the path alone. */
  canonicalPath?: string;
  type?: 'website' | 'product';
  /** schema.org data about the page's subject (a plan as a Product with its Offer). */
  jsonLd?: Record<string, unknown>;
  /** A page that must not be indexed (a comparison of any plans). */
  isNoIndex?: boolean;
  /** The page says what was asked for is not there: status 404, not indexed. */
  isNotFound?: boolean;
  /**
   * The image the page's largest paint is (the first main banner), fetched with the HTML rather than after
   * the styles and scripts; one per screen size, by media queries that exclude each other.
   */
  preloadImages?: ReadonlyArray<{ href: string; media?: string }>;
}

/** A resolved head: what the server writes into <head> and the browser keeps in step. */
export interface ResolvedHead extends Omit<PageHeadInfo, 'description'> {
  description: string;
  documentTitle: string;
  canonicalUrl: string;
  /** The same page in each language (hreflang), Korean first: the default for every other language. */
  alternateUrls: Record<Locale, string>;
}

/** A head's description in the page's language. */
function descriptionText(description: string | MessageDescriptor): string {
  return typeof description === 'string' ? description : i18n._(description);
}

/**
 * The server renderer's collector: the deepest PageHead drawn wins (a page over the layout's default). The
 * server draws in one pass, so the page's head is known when the HTML is.
 */
export interface HeadCollector {
  origin: string;
  set: (head: PageHeadInfo, level: number) => void;
}

export const HeadCollectorContext = createContext<HeadCollector | undefined>(undefined);

export function documentTitleOf(title: string): string {
  const name = siteName();
  return title === '' ? i18n._(msg`${name} | 합리적인 알뜰폰`) : `${title} | ${name}`;
}

/** The head in the page's language; its address is the page's own, in that language (/en/… in English). */
export function resolveHead(head: PageHeadInfo, origin: string, pathname: string): ResolvedHead {
  return {
    ...head,
    description: descriptionText(head.description),
    documentTitle: documentTitleOf(head.title),
    canonicalUrl: new URL(localizedHref(head.canonicalPath ?? pathname), origin).href,
    alternateUrls: {
      ko: new URL(pathInLocale(head.canonicalPath ?? pathname, 'ko'), origin).href,
      en: new URL(pathInLocale(head.canonicalPath ?? pathname, 'en'), origin).href,
    },
  };
}

// In the browser: every mounted PageHead by level; the deepest, newest one is applied to document.head.
const mounted: Array<{ head: PageHeadInfo; level: number; pathname: string }> = [];

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (element === null) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function applyTop(): void {
  const top = mounted.reduce<(typeof mounted)[number] | undefined>(
    (best, entry) => (best === undefined || entry.level >= best.level ? entry : best),
    undefined,
  );
  if (top === undefined) return;
  const head = resolveHead(top.head, window.location.origin, top.pathname);
  document.title = head.documentTitle;
  setMeta('name', 'description', head.description);
  setMeta('property', 'og:title', head.documentTitle);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:url', head.canonicalUrl);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical !== null) canonical.href = head.canonicalUrl;
  for (const alternate of document.head.querySelectorAll<HTMLLinkElement>(
    'link[rel="alternate"][hreflang]',
  )) {
    const language = alternate.hreflang === 'en' ? 'en' : 'ko';
    alternate.href = head.alternateUrls[language];
  }
}

/**
 * Declares the page's title, description and link-preview data. On the server it is written into the
 * HTML's <head>; in the browser it follows navigation (search engines read the server's copy).
 *
 * @param level 0 for the layout's default, 1 for a page; the highest drawn wins.
 */
export function PageHead({ level = 1, ...head }: PageHeadInfo & { level?: number }) {
  const collector = useContext(HeadCollectorContext);
  const { pathname } = useLocation();
  // Worded while the page is drawn, in its language.
  const description = descriptionText(head.description);
  // Drawing on the server is the one pass that writes the head; nothing here runs twice there.
  if (collector !== undefined) collector.set({ ...head, description }, level);

  const { title, canonicalPath } = head;
  useEffect(() => {
    const entry = { head: { title, description, canonicalPath }, level, pathname };
    mounted.push(entry);
    applyTop();
    return () => {
      mounted.splice(mounted.indexOf(entry), 1);
      applyTop();
    };
  }, [title, description, canonicalPath, level, pathname]);
  return null;
}
