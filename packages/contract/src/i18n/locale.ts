/**
 * The languages of the site (docs/languages.md). Korean is the source: every message is written in Korean
 * where it is used, and English is its translation. A page's language is in its address: Korean pages have
 * none, English pages start with /en.
 */
export const locales = ['ko', 'en'] as const;
export type Locale = (typeof locales)[number];

export const SOURCE_LOCALE: Locale = 'ko';

/** The path every English page starts with. */
export const ENGLISH_PATH_PREFIX = '/en';

/** The cookie that remembers the language a visitor chose, for the addresses that do not say one (/). */
export const LOCALE_COOKIE = 'lang';

/** What each language is called in itself, for the switch and the `hreflang` alternates. */
export const localeNames: Record<Locale, string> = { ko: '한국어', en: 'English' };

/** The BCP 47 tag `Intl` formats with. */
export const intlLocaleOf: Record<Locale, string> = { ko: 'ko-KR', en: 'en-GB' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language a path is in: English under /en, Korean everywhere else. */
export function localeOfPath(pathname: string): Locale {
  return pathname === ENGLISH_PATH_PREFIX || pathname.startsWith(`${ENGLISH_PATH_PREFIX}/`) ? 'en' : 'ko';
}

/** A path without its language prefix: '/en/plan/3' → '/plan/3', '/en' → '/'. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'ko') return pathname;
  const rest = pathname.slice(ENGLISH_PATH_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** The same page in a language: ('/plan/3', 'en') → '/en/plan/3'. The path may already carry a prefix. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = pathWithoutLocale(pathname);
  if (locale === 'ko') return bare;
  return bare === '/' ? ENGLISH_PATH_PREFIX : `${ENGLISH_PATH_PREFIX}${bare}`;
}

/** The basename the router of a page in this language runs under. */
export function routerBasenameOf(locale: Locale): string | undefined {
  return locale === 'en' ? ENGLISH_PATH_PREFIX : undefined;
}

/**
 * The language an `Accept-Language` header prefers among ours, by its quality values ('en-US,en;q=0.9' →
 * en); Korean when it names neither.
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  if (header === undefined || header === '') return SOURCE_LOCALE;
  let best: { locale: Locale; quality: number } | undefined;
  for (const part of header.split(',').slice(0, 20)) {
    const [range = '', ...parameters] = part.trim().split(';');
    const language = range.trim().toLowerCase().split('-')[0];
    if (!isLocale(language)) continue;
    const qualityParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (best === undefined || quality > best.quality) best = { locale: language, quality };
  }
  return best?.locale ?? SOURCE_LOCALE;
}
