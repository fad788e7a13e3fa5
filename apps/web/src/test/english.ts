import {
  activatePageLocale,
  loadCatalog,
  loadFormMessages,
  loadSiteMessages,
  type CatalogModules,
} from '../shared/i18n/page-locale.ts';

/**
 * Draws what follows in English, as on an /en page: the site's and the contract's English catalogues, and a
 * feature's when given (`import.meta.glob('../locales/*.ts')` from a test beside its pages). Every test
 * starts in Korean again (test-setup.ts).
 */
export async function inEnglish(feature?: {
  catalogs: CatalogModules | Record<string, () => Promise<unknown>>;
  name: string;
}): Promise<void> {
  activatePageLocale('en');
  await Promise.all([loadSiteMessages('en'), loadFormMessages('en')]);
  if (feature !== undefined) await loadCatalog(feature.catalogs as CatalogModules, 'en', feature.name);
}

/** Korean letters in a text: none should be left on an English screen except in content from the database. */
export function hangulIn(text: string): string[] {
  return text.match(/[\uAC00-\uD7A3\u3131-\u318E]+/g) ?? [];
}
