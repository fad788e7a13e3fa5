import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  findActiveMaintenance,
  formatMaintenancePeriod,
  maintenanceAreaRules,
  maintenanceAreasOfPath,
  type Company,
  type MaintenanceWindow,
} from '@mvno/contract';
import { redirect } from 'react-router';
import type { RouteLoaderArgs } from '../shared/routing/site-router.tsx';
import { companyQueryOptions } from '../shared/api/company.ts';
import { loadChunk } from '../shared/chunk/load-chunk.ts';
import { maintenanceQueryOptions, markNoticeSeen } from '../shared/maintenance/maintenance-windows.ts';
import { showAlert, showNotice } from '../shared/modal/modal-store.ts';
import { isServerRenderContext, queryClientOfLoader } from '../shared/routing/route-data.ts';

/**
 * The maintenance guard (spec §8, docs/maintenance.md): entering a screen of an area a window closes now shows
 * the window's notice, then goes to the area's safe page. It runs before the login guard, so a closed my-page
 * does not first ask to log in. The screen is a courtesy: the server refuses the area's calls on its own.
 */
export async function maintenanceGuardLoader({
  request,
  context,
}: RouteLoaderArgs): Promise<Response | null> {
  const areas = maintenanceAreasOfPath(new URL(request.url).pathname);
  const queryClient = queryClientOfLoader(context);
  // No area screen is drawn on the server; the browser asks when it draws one.
  if (areas.length === 0 || queryClient === undefined || isServerRenderContext(context)) return null;

  const now = new Date();
  // Unreadable windows let the visitor through: the server still refuses the calls of a closed area.
  const active = await queryClient
    .query(maintenanceQueryOptions())
    .then((answer) => findActiveMaintenance(answer.list, areas, now))
    .catch((): MaintenanceWindow | undefined => undefined);
  // A navigation replaced while the windows were read shows nothing: the one that replaced it decides.
  if (active === undefined || request.signal.aborted) return null;

  const company = await queryClient.query(companyQueryOptions()).catch((): Company | undefined => undefined);
  markNoticeSeen(active.maintenanceNo);
  await showMaintenanceNotice(active, company, now);
  const closedArea = areas.find((area) => active.areas.includes(area)) ?? areas[0];
  return redirect(closedArea === undefined ? '/main' : maintenanceAreaRules[closedArea].safePath);
}

/** The notice's layout loads only when a window closes a screen; without it the same words come as an alert. */
async function showMaintenanceNotice(window: MaintenanceWindow, company: Company | undefined, now: Date) {
  const notice = await loadChunk(() => import('../shared/maintenance/maintenance-notice.tsx')).catch(
    () => undefined,
  );
  const period = formatMaintenancePeriod(window.startAt, window.endAt);
  const { title, message } = window;
  if (notice === undefined) {
    await showAlert(i18n._(msg`${title}\n점검 시간: ${period}\n\n${message}`));
    return;
  }
  const { MaintenanceNotice } = notice;
  await showNotice({
    title,
    message: i18n._(msg`점검 시간: ${period}\n${message}`),
    content: <MaintenanceNotice window={window} company={company} now={now} />,
  });
}
