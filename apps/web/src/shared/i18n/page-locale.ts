import { i18n, type Messages } from '@lingui/core';
import { loadMessages, setLocaleSource, SOURCE_LOCALE, type Locale } from '@mvno/contract';

/** A compiled catalogue module (…/locales/<locale>.ts, written by `npm run messages`). */
export interface CatalogModule {
  messages: Messages;
}
/** A catalogue's modules by path, as `import.meta.glob('./locales/*.ts')` gives them. */
export type CatalogModules = Record<string, () => Promise<CatalogModule>>;

let pageLocale: Locale = SOURCE_LOCALE;

/**
 * The language of the page being drawn (docs/languages.md): set once in the browser from the address (a
 * page's language never changes: the switch opens the other language's address), and for each page the
 * server draws, just before it draws it.
 */
export function getPageLocale(): Locale {
  return pageLocale;
}

/** Every page's catalogues (the site's and the contract's), one module per language. */
const pageCatalogs: Record<Locale, () => Promise<{ siteMessages: Messages; contractMessages: Messages }>> = {
  ko: () => import('./catalogs/page-ko.ts'),
  en: () => import('./catalogs/page-en.ts'),
};
/** What forms and flows say (the shared form parts' and the contract's rules), one module per language. */
const formCatalogs: Record<
  Locale,
  () => Promise<{ siteFormMessages: Messages; contractFormMessages: Messages }>
> = {
  ko: () => import('./catalogs/forms-ko.ts'),
  en: () => import('./catalogs/forms-en.ts'),
};

/** The module of every page's catalogues in a language, by its path from the web app (the manifest's key). */
export const pageCatalogPathOf = (locale: Locale) => `src/shared/i18n/catalogs/page-${locale}.ts`;
/** The module of the forms' catalogues in a language, likewise. */
export const formCatalogPathOf = (locale: Locale) => `src/shared/i18n/catalogs/forms-${locale}.ts`;

const loaded = new Set<string>();

/** Loads one catalogue of a language into the site's translator, once. */
export async function loadCatalog(modules: CatalogModules, locale: Locale, name: string): Promise<void> {
  const key = `${name}|${locale}`;
  if (loaded.has(key)) return;
  const file = Object.keys(modules).find((path) => path.endsWith(`locales/${locale}.ts`));
  const load = file === undefined ? undefined : modules[file];
  if (load === undefined) throw new Error(`No ${locale} catalogue for ${name}`);
  const { messages } = await load();
  i18n.load(locale, messages);
  loaded.add(key);
}

/** Loads what every page of a language needs, once. */
export async function loadSiteMessages(locale: Locale): Promise<void> {
  const key = `page|${locale}`;
  if (loaded.has(key)) return;
  const { siteMessages, contractMessages } = await pageCatalogs[locale]();
  i18n.load(locale, siteMessages);
  loadMessages(locale, contractMessages);
  loaded.add(key);
}

/** Loads what forms and flows say in a language, once: with the screens that have them. */
export async function loadFormMessages(locale: Locale): Promise<void> {
  const key = `forms|${locale}`;
  if (loaded.has(key)) return;
  const { siteFormMessages, contractFormMessages } = await formCatalogs[locale]();
  i18n.load(locale, siteFormMessages);
  loadMessages(locale, contractFormMessages);
  loaded.add(key);
}

/**
 * Makes `locale` the language everything is worded in from now on: the screens' messages (Lingui's
 * translator) and the contract's. Synchronous, so the server can set it right before drawing a page.
 */
export function activatePageLocale(locale: Locale): void {
  pageLocale = locale;
  setLocaleSource(() => pageLocale);
  // Loading adds to what a language has: nothing here, so the language exists before its catalogues arrive.
  i18n.load(locale, {});
  i18n.activate(locale);
}
