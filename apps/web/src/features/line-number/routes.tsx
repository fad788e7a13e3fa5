import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout } from '../../shared/routing/route-layout.ts';
import { NUMBER_CHANGE_PATH, NUMBER_CHANGE_SUCCESS_PATH } from './number-paths.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'line-number',
  { hasForms: true },
);

/** Changing the line in use's number online (beyond the spec, docs/self-care-rules.md), from 회선 서비스 정보. */
export const lineNumberRoutes: RouteObject[] = [
  {
    path: NUMBER_CHANGE_PATH,
    handle: layout({ isBack: true, titleName: msg`번호 변경` }),
    lazy: page('number-change-page'),
  },
  {
    path: NUMBER_CHANGE_SUCCESS_PATH,
    handle: layout({ titleName: msg`번호 변경` }),
    lazy: page('number-change-success-page'),
  },
];
