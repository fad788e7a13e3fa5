import { createStore } from '../store.ts';

/**
 * Regular modals open on the page (simple auth, terms viewers), newest last. The native back button closes
 * an alert first, then the top one of these (spec §4).
 */
export const dialogStack = createStore<{ id: number; close: () => void }[]>([]);
let nextId = 1;

/** Registers an open modal; the returned function unregisters it. */
export function registerDialog(close: () => void): () => void {
  const id = nextId++;
  dialogStack.update((stack) => [...stack, { id, close }]);
  return () => dialogStack.update((stack) => stack.filter((entry) => entry.id !== id));
}

/** Closes the top regular modal; false when none is open. */
export function closeTopDialog(): boolean {
  const top = dialogStack.get().at(-1);
  if (top === undefined) return false;
  top.close();
  return true;
}
