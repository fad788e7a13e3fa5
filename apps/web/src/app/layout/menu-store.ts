import { createStore } from '../../shared/store.ts';

/**
 * The path the mobile menu was opened on, or null. The menu belongs to the page it was opened on, so a
 * navigation closes it without an effect; the native back button closes it through `closeMobileMenu`.
 */
export const openMenuStore = createStore<string | null>(null);

/** Closes the mobile menu; false when it was not open. */
export function closeMobileMenu(pathname: string): boolean {
  if (openMenuStore.get() !== pathname) return false;
  openMenuStore.set(null);
  return true;
}
