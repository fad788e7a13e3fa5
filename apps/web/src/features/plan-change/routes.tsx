import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout } from '../../shared/routing/route-layout.ts';
import { PLAN_CHANGE_FORM_PATH, PLAN_CHANGE_PATH, PLAN_CHANGE_SUCCESS_PATH } from './plan-change-paths.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'plan-change',
  { hasForms: true },
);

/** Changing the plan of the line in use (spec §2.2 /my-page/my-info/plan…; the 요금제 변경 quick link). */
export const planChangeRoutes: RouteObject[] = [
  {
    path: PLAN_CHANGE_PATH,
    handle: layout({ isBack: true, titleName: msg`요금제 변경` }),
    lazy: page('plan-change-page'),
  },
  {
    path: PLAN_CHANGE_FORM_PATH,
    handle: layout({ isBack: true, titleName: msg`요금제 바꾸기` }),
    lazy: page('plan-change-form-page'),
  },
  {
    path: PLAN_CHANGE_SUCCESS_PATH,
    handle: layout({ titleName: msg`요금제 변경` }),
    lazy: page('plan-change-success-page'),
  },
];
