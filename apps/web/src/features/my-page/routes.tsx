import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout } from '../../shared/routing/route-layout.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'my-page',
  { hasForms: true },
);

/** The my-page (spec §2.2 /my-page…). Each screen with its layout flags (spec §2.1). */
export const myPageRoutes: RouteObject[] = [
  {
    path: '/my-page',
    handle: layout({ isNav: true, titleName: msg`마이페이지` }),
    lazy: page('my-page'),
  },
  {
    path: '/my-page-v2',
    handle: layout({ isNav: true, isBack: true, titleName: msg`내 회선 한눈에 보기` }),
    lazy: page('my-page-v2'),
  },
  {
    path: '/my-page/my-info',
    handle: layout({ isBack: true, titleName: msg`내 정보` }),
    lazy: page('my-info-page'),
  },
  {
    path: '/my-page-v2/my-info',
    handle: layout({ isBack: true, titleName: msg`내 정보` }),
    lazy: page('my-info-v2-page'),
  },
  {
    path: '/my-page/my-info/marketing',
    handle: layout({ isBack: true, titleName: msg`광고 수신 동의` }),
    lazy: page('marketing-page'),
  },
  {
    path: '/my-page/my-info/service',
    handle: layout({ isBack: true, titleName: msg`회선 서비스 정보` }),
    lazy: page('service-page'),
  },
  {
    path: '/my-page/plan',
    handle: layout({ isBack: true, titleName: msg`나에게 맞는 요금제` }),
    lazy: page('plan-page'),
  },
  {
    path: '/my-page/add-service',
    handle: layout({ isBack: true, titleName: msg`내 부가서비스` }),
    lazy: page('add-service-page'),
  },
];
