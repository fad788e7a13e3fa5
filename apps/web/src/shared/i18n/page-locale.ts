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

/** The catalogues every page needs: the contract's messages and the layout's, with the shared parts. */
const contractCatalogs: Record<Locale, () => Promise<CatalogModule>> = {
  ko: () => import('@mvno/contract/locales/ko'),
  en: () => import('@mvno/contract/locales/en'),
};
const siteCatalogs = import.meta.glob<CatalogModule>('../../locales/*.ts');

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

/** Loads what every page of a language needs. */
export async function loadSiteMessages(locale: Locale): Promise<void> {
  const contractKey = `contract|${locale}`;
  await Promise.all([
    loaded.has(contractKey)
      ? undefined
      : contractCatalogs[locale]().then(({ messages }) => {
          loadMessages(locale, messages);
          loaded.add(contractKey);
        }),
    loadCatalog(siteCatalogs, locale, 'site'),
  ]);
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
