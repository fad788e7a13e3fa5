import type { RouteObject } from 'react-router';
import { appEntryLoader } from './app-entry.ts';
import { latestNoticeQueryOptions } from '../features/customer/api/find-boards.ts';
import { companyQueryOptions } from '../shared/api/company.ts';
import { prefetchAll } from '../shared/api/prefetch.ts';
import { lazyPage } from './lazy-page.ts';
import { shouldRevalidateGuard } from './login-guard.ts';
import { routeGuardLoader } from './route-guards.ts';
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
    // The §8 maintenance guard, then the §6 login guard: every path passes here first. The footer's
    // company details and newest notice are part of every page the server draws.
    loader: async (args) => {
      await prefetchLoader(({ queryClient }) =>
        prefetchAll([
          queryClient.query(companyQueryOptions()),
          queryClient.query(latestNoticeQueryOptions()),
        ]),
      )(args);
      return routeGuardLoader(args);
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
            path: '/event',
            handle: layout({ isBack: true, titleName: '이벤트' }, serverRendered),
            lazy: lazyPage('events/pages/event-list-page'),
          },
          {
            path: '/event/:eventNo',
            handle: layout({ isBack: true, titleName: '이벤트' }, serverRendered),
            lazy: lazyPage('events/pages/event-detail-page'),
          },
          {
            // Staff previews: signed links, drawn in the browser and never indexed.
            path: '/preview',
            handle: layout({ isBack: true, titleName: '미리보기' }),
            lazy: lazyPage('events/pages/preview-page'),
          },
          {
            path: '/preview/event',
            handle: layout({ isBack: true, titleName: '이벤트 미리보기' }),
            lazy: lazyPage('events/pages/preview-event-page'),
          },
          {
            path: '/customer/notice',
            handle: layout({ isBack: true, titleName: '공지사항' }, serverRendered),
            lazy: lazyPage('customer/pages/notice-list-page'),
          },
          {
            path: '/customer/notice/:boardNo',
            handle: layout({ isBack: true, titleName: '공지사항' }, serverRendered),
            lazy: lazyPage('customer/pages/notice-detail-page'),
          },
          {
            path: '/customer/faq',
            handle: layout({ isBack: true, titleName: '자주 묻는 질문' }, serverRendered),
            lazy: lazyPage('customer/pages/faq-page'),
          },
          {
            path: '/customer/inquiry',
            handle: layout({ isBack: true, titleName: '1:1 문의' }),
            lazy: lazyPage('customer/pages/inquiry-page'),
          },
          {
            path: '/customer/download',
            handle: layout({ isBack: true, titleName: '신청서 다운로드' }, serverRendered),
            lazy: lazyPage('customer/pages/application-form-page'),
          },
          {
            path: '/search',
            handle: layout({ titleName: '검색' }, serverRendered),
            lazy: lazyPage('search/pages/search-page'),
          },
          {
            // The phone's search (spec §2.2): a back button in place of the footer.
            path: '/search/mo',
            handle: layout({ isBack: true, isFooter: false, titleName: '검색' }, serverRendered),
            lazy: lazyPage('search/pages/search-page'),
          },
          {
            // Drawn in the browser: each search is counted by the visitor's own address (docs/search.md).
            path: '/search/view',
            handle: layout({ isBack: true, titleName: '검색 결과' }),
            lazy: lazyPage('search/pages/search-results-page'),
          },
          {
            path: '/terms',
            handle: layout({ isBack: true, titleName: '약관 및 정책' }, serverRendered),
            lazy: lazyPage('terms/pages/terms-page'),
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
