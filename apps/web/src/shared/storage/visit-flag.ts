import { createStore, type Store } from '../store.ts';

/** A yes-or-no of this tab's visit, kept as a store the screens re-render on. */
export interface VisitFlag {
  store: Store<boolean>;
  /** Yes for the rest of the visit: a reload keeps it, a new tab or window starts without it. */
  raise: () => void;
  /** No again: a new visit, as a test starts one. */
  lower: () => void;
}

/**
 * A flag of this tab's visit, kept in session storage under `name` (nothing personal, so not encrypted).
 * Where storage is off it lasts for the page; on the server it is never raised.
 */
export function createVisitFlag(name: string): VisitFlag {
  const read = () => {
    if (typeof window === 'undefined') return false;
    try {
      return window.sessionStorage.getItem(name) === 'Y';
    } catch {
      return false;
    }
  };
  const store = createStore(read(), { serverValue: false });
  const write = (isRaised: boolean) => {
    store.set(isRaised);
    try {
      if (isRaised) window.sessionStorage.setItem(name, 'Y');
      else window.sessionStorage.removeItem(name);
    } catch {
      // Kept for this page only.
    }
  };
  return { store, raise: () => write(true), lower: () => write(false) };
}
