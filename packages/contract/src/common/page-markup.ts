// How the server and the web app write data and text into an HTML page: the server's shell and the
// server-rendered pages carry the client config, the page's data and its head through these.

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

/**
 * A cookie the web app keeps beside a login, so the server draws a page with the space its logged-in header
 * takes (no shift when the name arrives). It carries no credential: the session is the login-token header.
 * 'greeting': logged in, greeting bar shown; 'signed-in': logged in, greeting closed for this visit.
 */
export const SESSION_HINT_COOKIE = 'session-hint';
export const sessionHints = ['none', 'signed-in', 'greeting'] as const;
export type SessionHint = (typeof sessionHints)[number];

/** The hint a Cookie header carries; 'none' when it carries none that reads as one. */
export function sessionHintOf(cookieHeader: string | undefined): SessionHint {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SESSION_HINT_COOKIE) return sessionHints.find((hint) => hint === value) ?? 'none';
  }
  return 'none';
}
