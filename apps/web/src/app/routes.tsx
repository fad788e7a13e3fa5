import type { RouteObject } from 'react-router';
import { appEntryLoader } from './app-entry.ts';
import { companyQueryOptions } from '../shared/api/company.ts';
import { prefetchAll } from '../shared/api/prefetch.ts';
import { lazyPage } from './lazy-page.ts';
import { loginGuardLoader, shouldRevalidateGuard } from './login-guard.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { prefetchLoader } from './route-data.ts';
import { layout, serverRendered } from './route-layout.ts';

/** The route table of spec §2.2: each screen is registered here when it is built, with its layout flags. */
function NothingYet() {
  return null;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // The §6 login guard: every protected path passes here first. The footer's company details are part
    // of every page the server draws.
    loader: async (args) => {
      await prefetchLoader(({ queryClient }) => prefetchAll([queryClient.query(companyQueryOptions())]))(
        args,
      );
      return loginGuardLoader(args);
    },
    shouldRevalidate: shouldRevalidateGuard,
    // A page the server did not draw: nothing is shown until the first screen's chunk and the guard are
    // ready, then RootLayout draws the shell at once.
    HydrateFallback: NothingYet,
    children: [
      {
        // A screen that fails to load or draw says so inside the layout: header, menus and footer stay.
        errorElement: <RouteError />,
        children: [
          { path: '/', loader: () => appEntryLoader() },
          {
            path: '/main',
            handle: layout({ isNav: true }, serverRendered),
            lazy: lazyPage('home/pages/home-page'),
          },
          {
            path: '/plan',
            handle: layout({ isNav: true, titleName: '요금제' }, serverRendered),
            lazy: lazyPage('plans/pages/plan-overview-page'),
          },
          {
            path: '/plan/all',
            handle: layout({ isNav: true, isBack: true, titleName: '전체 요금제' }, serverRendered),
            lazy: lazyPage('plans/pages/plan-list-page'),
          },
          {
            path: '/plan/compare',
            handle: layout({ isBack: true, titleName: '요금제 비교' }, serverRendered),
            lazy: lazyPage('plans/pages/plan-compare-page'),
          },
          {
            path: '/plan/:planNo',
            handle: layout({ isBack: true, titleName: '요금제 상세' }, serverRendered),
            lazy: lazyPage('plans/pages/plan-detail-page'),
          },
          {
            path: '/add-service',
            handle: layout({ isNav: true, titleName: '부가서비스' }, serverRendered),
            lazy: lazyPage('add-services/pages/add-service-overview-page'),
          },
          {
            path: '/add-service/all',
            handle: layout({ isNav: true, isBack: true, titleName: '전체 부가서비스' }, serverRendered),
            lazy: lazyPage('add-services/pages/add-service-list-page'),
          },
          {
            path: '/add-service/:addServiceNo',
            handle: layout({ isBack: true, titleName: '부가서비스 상세' }, serverRendered),
            lazy: lazyPage('add-services/pages/add-service-detail-page'),
          },
          {
            path: '/user/login',
            handle: layout({ isBack: true, titleName: '로그인' }),
            lazy: lazyPage('account/pages/login-page'),
          },
          {
            path: '/user/login/simple',
            handle: layout({ isBack: true, titleName: '회원가입' }),
            lazy: lazyPage('account/pages/join-page'),
          },
          {
            path: '/user/login/password',
            handle: layout({ isBack: true, titleName: '비밀번호 설정' }),
            lazy: lazyPage('account/pages/set-password-page'),
          },
          {
            path: '/user/find',
            handle: layout({ isBack: true, titleName: '비밀번호 찾기' }),
            lazy: lazyPage('account/pages/find-password-page'),
          },
          {
            path: '/user/find/form',
            handle: layout({ isBack: true, titleName: '새 비밀번호 설정' }),
            lazy: lazyPage('account/pages/reset-password-page'),
          },
          {
            // The 400×620 popup of mobile card authentication (spec §2.2): no header, footer or back.
            path: '/mobil-card/auth',
            handle: layout({ isHeader: false, isFooter: false, titleName: '카드 본인확인' }),
            lazy: lazyPage('account/pages/mobile-card-auth-page'),
          },
          {
            path: '/my-page',
            handle: layout({ isNav: true, titleName: '마이페이지' }),
            lazy: lazyPage('my-page/pages/my-page'),
          },
          {
            path: '*',
            handle: layout({ titleName: '페이지를 찾을 수 없습니다' }, serverRendered),
            lazy: lazyPage('not-found/pages/not-found-page'),
          },
        ],
      },
    ],
  },
];
