import { ALLIANCE_HIDE_LAYOUT } from '@mvno/contract';
import { createStore, useStore } from '../store.ts';
import { readStored, removeStored, writeStored } from '../storage/encrypted-storage.ts';

/** The partner (alliance) a visit came through, from `?alliance=`; null for an ordinary visit. */
export const allianceStore = createStore<string | null>(null);

/**
 * Page start: an `alliance` in the address starts a partner visit and is kept (encrypted, spec §3) so the
 * visit's other pages and reloads know it. A new visit (a tab without this visit's session) forgets it.
 */
export function startAllianceVisit(search: string, isSameVisit: boolean): void {
  const fromAddress = new URLSearchParams(search).get('alliance');
  if (fromAddress !== null && fromAddress !== '') {
    writeStored('alliance', fromAddress);
    allianceStore.set(fromAddress);
    return;
  }
  const stored = readStored('alliance');
  if (stored !== undefined && isSameVisit) allianceStore.set(stored);
  else if (stored !== undefined) removeStored('alliance');
}

/** Partner ALAC1026 shows the site without its header and footer for the visit (spec §1, §6). */
export function useIsPartnerLayout(): boolean {
  return useStore(allianceStore) === ALLIANCE_HIDE_LAYOUT;
}
