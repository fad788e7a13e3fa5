import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout } from '../../shared/routing/route-layout.ts';
import { LINE_CANCEL_PATH, LINE_CANCEL_SUCCESS_PATH } from './line-cancel-paths.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'line-cancel',
  { hasForms: true },
);

/**
 * Cancelling the line in use online (beyond the spec, docs/self-care-rules.md): what it costs and how it is
 * settled, then the cancellation, from 회선 서비스 정보.
 */
export const lineCancelRoutes: RouteObject[] = [
  {
    path: LINE_CANCEL_PATH,
    handle: layout({ isBack: true, titleName: msg`회선 해지` }),
    lazy: page('line-cancel-page'),
  },
  {
    path: LINE_CANCEL_SUCCESS_PATH,
    handle: layout({ titleName: msg`회선 해지` }),
    lazy: page('line-cancel-success-page'),
  },
];
