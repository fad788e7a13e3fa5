import { createStore } from '../store.ts';

export type ModalEntry =
  | { id: number; kind: 'alert'; message: string; resolve: () => void }
  | { id: number; kind: 'confirm'; message: string; resolve: (isConfirmed: boolean) => void };

/** Alerts and confirms, newest last; they close from the top of the stack (spec §4). */
export const modalStack = createStore<ModalEntry[]>([]);
let nextId = 1;

function remove(id: number): void {
  modalStack.update((stack) => stack.filter((entry) => entry.id !== id));
}

export function showAlert(message: string): Promise<void> {
  return new Promise((resolve) => {
    const id = nextId++;
    modalStack.update((stack) => [
      ...stack,
      {
        id,
        kind: 'alert',
        message,
        resolve: () => {
          remove(id);
          resolve();
        },
      },
    ]);
  });
}

export function showConfirm(message: string): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    modalStack.update((stack) => [
      ...stack,
      {
        id,
        kind: 'confirm',
        message,
        resolve: (isConfirmed) => {
          remove(id);
          resolve(isConfirmed);
        },
      },
    ]);
  });
}

/** Closes the top alert or confirm (as a 'no'); false when there was none. Used by the native back button. */
export function closeTopModal(): boolean {
  const top = modalStack.get().at(-1);
  if (top === undefined) return false;
  if (top.kind === 'alert') top.resolve();
  else top.resolve(false);
  return true;
}
