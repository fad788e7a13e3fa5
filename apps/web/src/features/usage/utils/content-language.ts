import { getPageLocale } from '../../../shared/i18n/page-locale.ts';

/**
 * The language of names from the database (plans, add-ons, merchants), written in Korean: marked as such on an
 * English page, so a screen reader reads them in a Korean voice (docs/accessibility.md, Languages).
 */
export const contentLanguage = (): 'ko' | undefined => (getPageLocale() === 'en' ? 'ko' : undefined);
