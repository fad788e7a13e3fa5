import type { RouteObject } from 'react-router';
import { billRoutes } from '../features/bills/routes.tsx';
import { lineAddServiceRoutes } from '../features/line-add-services/routes.tsx';
import { lineCancelRoutes } from '../features/line-cancel/routes.tsx';
import { lineNumberRoutes } from '../features/line-number/routes.tsx';
import { linePauseRoutes, lossRoutes } from '../features/line-pause/routes.tsx';
import { myPageRoutes } from '../features/my-page/routes.tsx';
import { planChangeRoutes } from '../features/plan-change/routes.tsx';
import { usageRoutes } from '../features/usage/routes.tsx';

export { selfCareCallAddresses } from '@mvno/contract/self-care-call-addresses';

/** The self-care area's screens (route-areas.ts): loaded when the visitor first goes to one. */
export const selfCareRoutes: RouteObject[] = [
  ...myPageRoutes,
  ...usageRoutes,
  ...billRoutes,
  ...linePauseRoutes,
  ...lossRoutes,
  ...planChangeRoutes,
  ...lineAddServiceRoutes,
  ...lineCancelRoutes,
  ...lineNumberRoutes,
];
