import { createStore } from '../store.ts';

/** Number of requests in flight; the spinner shows while it is above zero (spec §4 loading flag). */
export const pendingRequests = createStore(0);

export function startLoading(): void {
  pendingRequests.update((count) => count + 1);
}

export function finishLoading(): void {
  pendingRequests.update((count) => Math.max(0, count - 1));
}
