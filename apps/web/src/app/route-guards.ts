import type { RouteLoaderArgs } from '../shared/routing/site-router.tsx';
import { loginGuardLoader } from './login-guard.ts';
import { maintenanceGuardLoader } from './maintenance-guard.tsx';

/**
 * The guards every path passes, in order: a screen a maintenance window closes goes to its safe page (§8)
 * before a logged-out visitor is asked to log in (§6).
 */
export async function routeGuardLoader(args: RouteLoaderArgs): Promise<Response | null> {
  const maintenance = await maintenanceGuardLoader(args);
  if (maintenance !== null) return maintenance;
  // A navigation replaced while the windows were read asks nothing: the one that replaced it asks.
  if (args.request.signal.aborted) return null;
  return loginGuardLoader(args);
}
