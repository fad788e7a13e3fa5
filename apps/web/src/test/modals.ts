import { modalStack } from '../shared/modal/modal-store.ts';

/** The messages of the open alerts and confirms, bottom first: what the user is being told. */
export function shownMessages(): string[] {
  return modalStack.get().map((entry) => entry.message);
}

/** Closes every open alert and confirm, so one test's messages do not show in the next. */
export function clearModals(): void {
  modalStack.set([]);
}
