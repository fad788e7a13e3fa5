import type { RouteObject } from 'react-router';
import { appEntryLoader } from './app-entry.ts';
import { lazyPage } from './lazy-page.ts';
import { loginGuardLoader, shouldRevalidateGuard } from './login-guard.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { layout } from './route-layout.ts';

/** The route table of spec §2.2: each screen is registered here when it is built, with its layout flags. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // The §6 login guard: every protected path passes here first.
    loader: loginGuardLoader,
    shouldRevalidate: shouldRevalidateGuard,
    // The first screen's chunk is loading: the shell is drawn by RootLayout as soon as it arrives.
    hydrateFallbackElement: null,
    children: [
      {
        // A screen that fails to load or draw says so inside the layout: header, menus and footer stay.
        errorElement: <RouteError />,
        children: [
          { path: '/', loader: () => appEntryLoader() },
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
            path: '/user/login',
            handle: layout({ isBack: true, titleName: '로그인' }),
            lazy: lazyPage(() => import('../features/account/pages/login-page.tsx')),
          },
          {
            path: '/user/login/simple',
            handle: layout({ isBack: true, titleName: '회원가입' }),
            lazy: lazyPage(() => import('../features/account/pages/join-page.tsx')),
          },
          {
            path: '/user/login/password',
            handle: layout({ isBack: true, titleName: '비밀번호 설정' }),
            lazy: lazyPage(() => import('../features/account/pages/set-password-page.tsx')),
          },
          {
            path: '/user/find',
            handle: layout({ isBack: true, titleName: '비밀번호 찾기' }),
            lazy: lazyPage(() => import('../features/account/pages/find-password-page.tsx')),
          },
          {
            path: '/user/find/form',
            handle: layout({ isBack: true, titleName: '새 비밀번호 설정' }),
            lazy: lazyPage(() => import('../features/account/pages/reset-password-page.tsx')),
          },
          {
            // The 400×620 popup of mobile card authentication (spec §2.2): no header, footer or back.
            path: '/mobil-card/auth',
            handle: layout({ isHeader: false, isFooter: false, titleName: '카드 본인확인' }),
            lazy: lazyPage(() => import('../features/account/pages/mobile-card-auth-page.tsx')),
          },
          {
            path: '/my-page',
            handle: layout({ isNav: true, titleName: '마이페이지' }),
            lazy: lazyPage(() => import('../features/my-page/pages/my-page.tsx')),
          },
          {
            path: '*',
            handle: layout({ titleName: '페이지를 찾을 수 없습니다' }),
            lazy: lazyPage(() => import('../features/not-found/pages/not-found-page.tsx')),
          },
        ],
      },
    ],
  },
];
