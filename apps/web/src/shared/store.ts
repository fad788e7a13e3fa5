import { useSyncExternalStore } from 'react';

/** A tiny observable value shared by the modal stack, the session and the loading flag. */
export interface Store<T> {
  get: () => T;
  set: (next: T) => void;
  update: (change: (previous: T) => T) => void;
  subscribe: (listener: () => void) => () => void;
  /**
   * The value a server-rendered page was drawn with. A page hydrates with it, so the browser's first render
   * matches the server's HTML, then React renders again with `get()` (a login, a closed greeting…).
   */
  getServerValue: () => T;
}

export interface StoreOptions<T> {
  /** What the server draws, when the first value is read from the browser (storage); default: the first value. */
  serverValue?: T;
}

export function createStore<T>(initial: T, options: StoreOptions<T> = {}): Store<T> {
  let value = initial;
  const serverValue = 'serverValue' in options ? (options.serverValue as T) : initial;
  const listeners = new Set<() => void>();
  const set = (next: T) => {
    value = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => value,
    set,
    update: (change) => set(change(value)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getServerValue: () => serverValue,
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getServerValue);
}

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while a server-rendered page hydrates, true from the render after: what only the
 * browser knows (storage, the app bridge, the window's size) is drawn from here on, never in the first render.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
