import { ALLIANCE_HIDE_LAYOUT, PARTNER_LAYOUT_COOKIE } from '@mvno/contract';
import { createContext, useContext } from 'react';
import { createStore, useIsHydrated, useStore } from '../store.ts';
import { writeDrawingCookie } from '../storage/drawing-cookie.ts';
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
  } else {
    const stored = readStored('alliance');
    if (stored !== undefined && isSameVisit) allianceStore.set(stored);
    else if (stored !== undefined) removeStored('alliance');
  }
  // The server draws the visit's next pages in the partner's layout while the browser session lasts.
  const isPartnerLayout = allianceStore.get() === ALLIANCE_HIDE_LAYOUT;
  writeDrawingCookie(PARTNER_LAYOUT_COOKIE, isPartnerLayout ? ALLIANCE_HIDE_LAYOUT : undefined);
}

/** Whether the page was drawn in the partner's layout: the same on the server and while it hydrates. */
export const PartnerLayoutContext = createContext(false);

/**
 * Partner ALAC1026 shows the site without its header and footer for the visit (spec §1, §6). A server-drawn
 * page hydrates in the layout it was drawn in (the address or the visit's cookie), then follows the visit.
 */
export function useIsPartnerLayout(): boolean {
  const isPartner = useStore(allianceStore) === ALLIANCE_HIDE_LAYOUT;
  const wasDrawnForPartner = useContext(PartnerLayoutContext);
  return useIsHydrated() ? isPartner : wasDrawnForPartner;
}
