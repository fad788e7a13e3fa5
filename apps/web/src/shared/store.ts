import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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

/**
 * Whether this page runs in a browser past its server-drawn HTML: false on the server and from the moment
 * a server-drawn page starts hydrating until that first pass has committed (main.tsx, `AppTree`).
 */
let isPageTakenOver = typeof window !== 'undefined';

/** A server-drawn page is about to be hydrated: renders until it has committed draw what the server drew. */
export function beginPageTakeover(): void {
  isPageTakenOver = false;
}

/** The hydrating pass has committed: components mounted from now on are drawn for the browser at once. */
export function endPageTakeover(): void {
  isPageTakenOver = true;
}

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while a server-rendered page hydrates, true from a render soon after: what only
 * the browser knows (storage, the app bridge, the window's size) is drawn from here on, never in the first
 * render. A component hydrating reads the server's value (no mismatch, wherever it hydrates); one mounted
 * after the takeover reads true at once. The switch of the hydrated ones is a transition: on a slow phone
 * React draws it in slices, not in one long task.
 */
export function useIsHydrated(): boolean {
  const isTakenOver = useSyncExternalStore(
    subscribeToNothing,
    () => isPageTakenOver,
    () => false,
  );
  const [hasSwitched, setHasSwitched] = useState(false);
  useEffect(() => {
    if (!isTakenOver) startTransition(() => setHasSwitched(true));
  }, [isTakenOver]);
  return isTakenOver || hasSwitched;
}
