import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { layout } from './route-layout.ts';

/** The route table of spec §2.2: each screen is registered here when it is built, with its layout flags. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // The first screen's chunk is loading: the shell is drawn by RootLayout as soon as it arrives.
    hydrateFallbackElement: null,
    children: [
      { path: '/', element: <Navigate to="/main" replace /> },
      {
        path: '/main',
        handle: layout({ isNav: true }),
        lazy: lazyPage(() => import('../features/home/pages/home-page.tsx')),
      },
      {
        path: '/plan',
        handle: layout({ isNav: true, titleName: '요금제' }),
        lazy: lazyPage(() => import('../features/plans/pages/plan-overview-page.tsx')),
      },
      {
        path: '/plan/all',
        handle: layout({ isNav: true, isBack: true, titleName: '전체 요금제' }),
        lazy: lazyPage(() => import('../features/plans/pages/plan-list-page.tsx')),
      },
      {
        path: '/plan/:planNo',
        handle: layout({ isBack: true, titleName: '요금제 상세' }),
        lazy: lazyPage(() => import('../features/plans/pages/plan-detail-page.tsx')),
      },
      {
        path: '/add-service',
        handle: layout({ isNav: true, titleName: '부가서비스' }),
        lazy: lazyPage(() => import('../features/add-services/pages/add-service-overview-page.tsx')),
      },
      {
        path: '/add-service/all',
        handle: layout({ isNav: true, isBack: true, titleName: '전체 부가서비스' }),
        lazy: lazyPage(() => import('../features/add-services/pages/add-service-list-page.tsx')),
      },
      {
        path: '/add-service/:addServiceNo',
        handle: layout({ isBack: true, titleName: '부가서비스 상세' }),
        lazy: lazyPage(() => import('../features/add-services/pages/add-service-detail-page.tsx')),
      },
      {
        path: '*',
        handle: layout({ titleName: '페이지를 찾을 수 없습니다' }),
        lazy: lazyPage(() => import('../features/not-found/pages/not-found-page.tsx')),
      },
    ],
  },
];
