import type { ReactNode } from 'react';
import { createStore } from '../store.ts';

export type ModalEntry =
  | { id: number; kind: 'alert'; message: string; resolve: () => void }
  | { id: number; kind: 'confirm'; message: string; resolve: (isConfirmed: boolean) => void }
  | {
      id: number;
      /** An alert with a title and more than a sentence (the maintenance notice): read left to right. */
      kind: 'notice';
      title: string;
      /** The notice in plain words, for whoever reads the stack rather than the screen. */
      message: string;
      content: ReactNode;
      resolve: () => void;
    };

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

/** An alert with a title and its own content; resolves when the user presses 확인. */
export function showNotice(notice: { title: string; message: string; content: ReactNode }): Promise<void> {
  return new Promise((resolve) => {
    const id = nextId++;
    modalStack.update((stack) => [
      ...stack,
      {
        id,
        kind: 'notice',
        ...notice,
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
  if (top.kind === 'confirm') top.resolve(false);
  else top.resolve();
  return true;
}
