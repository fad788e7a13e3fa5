import { pathInLocale } from '@mvno/contract';
import { getPageLocale } from './page-locale.ts';

/**
 * An address of this site in the page's language: '/plan/3?x=1' is '/en/plan/3?x=1' on an English page.
 * Addresses elsewhere (https://…, //…, tel:, mailto:) and anchors are kept as they are. `<Link to>` and
 * `navigate()` add the prefix themselves; this is for a plain `<a href>`, an address from data (a banner's
 * link) and `window.location`.
 */
export function localizedHref(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const at = href.search(/[?#]/);
  const path = at === -1 ? href : href.slice(0, at);
  const rest = at === -1 ? '' : href.slice(at);
  return `${pathInLocale(path, getPageLocale())}${rest}`;
}
