import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout, serverRendered } from '../../shared/routing/route-layout.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'events',
  { hasForms: true },
);

/** Events and their staff previews (spec §2.2 /event…). Each screen with its layout flags (spec §2.1). */
export const eventRoutes: RouteObject[] = [
  {
    path: '/event',
    handle: layout({ isBack: true, titleName: msg`이벤트` }, serverRendered),
    lazy: page('event-list-page'),
  },
  {
    path: '/event/:eventNo',
    handle: layout({ isBack: true, titleName: msg`이벤트` }, serverRendered),
    lazy: page('event-detail-page'),
  },
  {
    // Staff previews: signed links, drawn in the browser and never indexed.
    path: '/preview',
    handle: layout({ isBack: true, titleName: msg`미리보기` }),
    lazy: page('preview-page'),
  },
  {
    path: '/preview/event',
    handle: layout({ isBack: true, titleName: msg`이벤트 미리보기` }),
    lazy: page('preview-event-page'),
  },
];
