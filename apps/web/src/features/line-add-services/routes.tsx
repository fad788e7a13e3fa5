import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout } from '../../shared/routing/route-layout.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'line-add-services',
);

/**
 * Joining and cancelling add-ons (spec §2.2 /my-page/my-info/add-service…; the 부가서비스 quick link): the line
 * in use under /my-page, every line of the subscriber under /my-page-v2 (spec: v2 counterparts).
 */
export const lineAddServiceRoutes: RouteObject[] = ['/my-page', '/my-page-v2'].flatMap((base) => [
  {
    path: `${base}/my-info/add-service`,
    handle: layout({ isBack: true, titleName: msg`부가서비스 관리` }),
    lazy: page('add-services-page'),
  },
  {
    path: `${base}/my-info/add-service/cancel`,
    handle: layout({ isBack: true, titleName: msg`부가서비스 해지` }),
    lazy: page('add-service-cancel-page'),
  },
  {
    path: `${base}/my-info/add-service/cancel/success`,
    handle: layout({ titleName: msg`부가서비스 해지` }),
    lazy: page('add-service-cancel-success-page'),
  },
]);
