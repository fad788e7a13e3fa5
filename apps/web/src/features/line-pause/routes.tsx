import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout } from '../../shared/routing/route-layout.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'line-pause',
  { hasForms: true },
);

/**
 * Pausing a line (spec §2.2 /my-page/my-info/service/pause…): the line in use under /my-page, any of the
 * subscriber's lines under /my-page-v2 (spec: v2 counterparts for pause).
 */
export const linePauseRoutes: RouteObject[] = ['/my-page', '/my-page-v2'].flatMap((base) => [
  {
    path: `${base}/my-info/service/pause`,
    handle: layout({ isBack: true, titleName: msg`일시정지` }),
    lazy: page('pause-page'),
  },
  {
    path: `${base}/my-info/service/pause/form`,
    handle: layout({ isBack: true, titleName: msg`일시정지 신청` }),
    lazy: page('pause-form-page'),
  },
  {
    path: `${base}/my-info/service/pause/success`,
    handle: layout({ titleName: msg`일시정지 신청` }),
    lazy: page('pause-success-page'),
  },
]);

/** Loss suspension (spec §2.2 /my-page/my-info/service/pause/loss…), of any of the subscriber's lines. */
export const lossRoutes: RouteObject[] = [
  {
    path: '/my-page/my-info/service/pause/loss',
    handle: layout({ isBack: true, titleName: msg`분실 신고` }),
    lazy: page('loss-page'),
  },
  {
    path: '/my-page/my-info/service/pause/loss/form',
    handle: layout({ isBack: true, titleName: msg`분실 신고` }),
    lazy: page('loss-form-page'),
  },
  {
    path: '/my-page/my-info/service/pause/loss/success',
    handle: layout({ titleName: msg`분실 신고` }),
    lazy: page('loss-success-page'),
  },
];
