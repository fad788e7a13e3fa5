import type { ReactNode } from 'react';
import { createStore } from '../store.ts';

export type ModalEntry =
  | {
      id: number;
      kind: 'alert';
      message: string;
      /** The button's words when 확인 would not say what it does. */
      action?: string;
      resolve: () => void;
    }
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

export interface AlertOptions {
  action?: string;
  /** Withdraws the alert (its moment has passed): it closes as if read. */
  signal?: AbortSignal;
}

/** Alerts and confirms, newest last; they close from the top of the stack (spec §4). */
export const modalStack = createStore<ModalEntry[]>([]);
let nextId = 1;

function remove(id: number): void {
  modalStack.update((stack) => stack.filter((entry) => entry.id !== id));
}

/** Puts an entry on top of the stack; its promise settles, and the entry leaves, when the user answers. */
function push<T>(entryOf: (id: number, settle: (value: T) => void) => ModalEntry): Promise<T> {
  return new Promise((resolve) => {
    const id = nextId++;
    const settle = (value: T) => {
      remove(id);
      resolve(value);
    };
    modalStack.update((stack) => [...stack, entryOf(id, settle)]);
  });
}

export function showAlert(message: string, options: AlertOptions = {}): Promise<void> {
  const { action, signal } = options;
  if (signal?.aborted === true) return Promise.resolve();
  return push<undefined>((id, settle) => {
    signal?.addEventListener('abort', () => settle(undefined), { once: true });
    return {
      id,
      kind: 'alert',
      message,
      ...(action !== undefined && { action }),
      resolve: () => settle(undefined),
    };
  });
}

/** An alert with a title and its own content; resolves when the user presses 확인. */
export function showNotice(notice: { title: string; message: string; content: ReactNode }): Promise<void> {
  return push<undefined>((id, settle) => ({
    id,
    kind: 'notice',
    ...notice,
    resolve: () => settle(undefined),
  }));
}

export function showConfirm(message: string): Promise<boolean> {
  return push<boolean>((id, settle) => ({ id, kind: 'confirm', message, resolve: settle }));
}

/** Closes the top alert or confirm (as a 'no'); false when there was none. Used by the native back button. */
export function closeTopModal(): boolean {
  const top = modalStack.get().at(-1);
  if (top === undefined) return false;
  if (top.kind === 'confirm') top.resolve(false);
  else top.resolve();
  return true;
}
