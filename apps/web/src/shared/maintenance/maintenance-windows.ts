import { queryOptions } from '@tanstack/react-query';

import { callApi } from '../api/client.ts';
import { createStore } from '../store.ts';

/**
 * Maintenance windows running or announced (`GET site/maintenance`). Quiet and silent like the banners: a
 * failed read shows nothing, and the server still refuses the calls of a closed area on its own.
 */
export const maintenanceQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'maintenance'],
    // The call reads no session: it is asked by the guards while a login is being ended, and must not end
    // it a second time.
    queryFn: () => callApi('findMaintenanceWindows', {}, { isQuiet: true, isUnauthorizedExpected: true }),
    meta: { isSilent: true },
  });

/**
 * Windows whose notice the visitor has seen and closed during this visit (at a closed screen or on the home
 * page), so the same notice does not open again until a reload.
 */
export const noticesSeenThisVisit = createStore<ReadonlySet<number>>(new Set());

export function markNoticeSeen(maintenanceNo: number): void {
  noticesSeenThisVisit.update((seen) => new Set(seen).add(maintenanceNo));
}
