// How the server and the web app write data and text into an HTML page: the server's shell and the
// server-rendered pages carry the client config, the page's data and its head through these.
import { ALLIANCE_HIDE_LAYOUT } from '../constants.ts';
import { isLocale, LOCALE_COOKIE, type Locale } from '../i18n/locale.ts';

/** The id of the JSON script element carrying a server-rendered page's data (router and query cache). */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * JSON that stays data inside a <script> element: `<` can never close the element (`</script>`) or open a
 * comment, and the two line separators JavaScript once refused in strings are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as it may stand in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** The entities the server's sanitiser writes for text (apps/api/src/shared/sanitize-html.ts). */
const textEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of sanitised HTML on one line: tags become spaces, the entities the sanitiser writes are read. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => textEntities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text cut to at most `maxLength` characters, ending in '…' where it was cut (a summary, a description). */
export function shortenedText(text: string, maxLength: number): string {
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

/**
 * A cookie the web app keeps beside a login, so the server draws a page with the space its logged-in header
 * takes (no shift when the name arrives). It carries no credential: the session is the login-token header.
 * 'greeting': logged in, greeting bar shown; 'signed-in': logged in, greeting closed for this visit.
 */
export const SESSION_HINT_COOKIE = 'session-hint';
export const sessionHints = ['none', 'signed-in', 'greeting'] as const;
export type SessionHint = (typeof sessionHints)[number];

/** A cookie's value in a Cookie header; undefined when it is not there. */
function cookieValueOf(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [partName, value] = part.trim().split('=');
    if (partName === name) return value ?? '';
  }
  return undefined;
}

/** The hint a Cookie header carries; 'none' when it carries none that reads as one. */
export function sessionHintOf(cookieHeader: string | undefined): SessionHint {
  const value = cookieValueOf(cookieHeader, SESSION_HINT_COOKIE);
  return sessionHints.find((hint) => hint === value) ?? 'none';
}

/** A query parameter's first value, decoded as a form field is; undefined when it is not there or unreadable. */
function queryValueOf(search: string, name: string): string | undefined {
  for (const part of search.replace(/^\?/, '').split('&')) {
    const at = part.indexOf('=');
    const [partName, value] = at === -1 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
    if (partName !== name) continue;
    try {
      return decodeURIComponent(value.replaceAll('+', ' '));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * A cookie the web app keeps for the browser session of a visit through partner ALAC1026 (spec §1), so the
 * server draws the visit's pages without the header and footer too. It carries the partner's code.
 */
export const PARTNER_LAYOUT_COOKIE = 'partner-layout';

/**
 * Whether a page is drawn without the header and footer: the address's `alliance` starts a visit and decides
 * (ALAC1026 or another partner); an address without one continues the visit the cookie names.
 *
 * @param search the address's query, with or without its `?`
 */
export function isPartnerLayoutOf(search: string, cookieHeader: string | undefined): boolean {
  const fromAddress = queryValueOf(search, 'alliance');
  if (fromAddress !== undefined && fromAddress !== '') return fromAddress === ALLIANCE_HIDE_LAYOUT;
  return cookieValueOf(cookieHeader, PARTNER_LAYOUT_COOKIE) === ALLIANCE_HIDE_LAYOUT;
}

/**
 * A cookie that remembers the visitor's choice of large text (docs/accessibility.md), so the server draws
 * every page in it from the first byte: no shift when the browser takes over. One year; no credential.
 */
export const TEXT_SIZE_COOKIE = 'text-size';
export const textSizes = ['standard', 'large'] as const;
export type TextSize = (typeof textSizes)[number];

/** The text size a Cookie header asks for; 'standard' when it asks for none that reads as one. */
export function textSizeOf(cookieHeader: string | undefined): TextSize {
  const value = cookieValueOf(cookieHeader, TEXT_SIZE_COOKIE);
  return textSizes.find((size) => size === value) ?? 'standard';
}

/** The language a visitor chose with the switch (LOCALE_COOKIE), for the addresses that do not say one. */
export function chosenLocaleOf(cookieHeader: string | undefined): Locale | undefined {
  const value = cookieValueOf(cookieHeader, LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}
