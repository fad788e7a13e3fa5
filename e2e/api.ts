import type { BannerList, BoardList, Envelope, MaintenanceWindowList, Plan, PlanList } from '@mvno/contract';

/** Reads the site's own API the way the screens do, to compare what a user sees with the data. */
export async function readEntity<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`);
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${path} answered ${body.code}: ${body.message}`);
  return body.entity;
}

export const readPlans = (baseUrl: string, query: string) =>
  readEntity<PlanList>(baseUrl, `/product/plan?${query}`);
export const readPlan = (baseUrl: string, planNo: number) =>
  readEntity<Plan>(baseUrl, `/product/plan/${planNo}`);
export const readPopups = (baseUrl: string) =>
  readEntity<BannerList>(
    baseUrl,
    '/site/banner?page=1&limit=10&bannerType=POPUP&isUser=true&orderType=displayOrder',
  );
export const readBoards = (baseUrl: string, query: string) =>
  readEntity<BoardList>(baseUrl, `/customer/board?${query}`);

/** Maintenance windows announced now: the home page shows them before its banner popups. */
export const readMaintenanceWindows = (baseUrl: string) =>
  readEntity<MaintenanceWindowList>(baseUrl, '/site/maintenance');
