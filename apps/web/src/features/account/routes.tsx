import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout } from '../../shared/routing/route-layout.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'account',
  { hasForms: true },
);

/** Login, sign-up and passwords (spec §2.2 /user…, /mobil-card/auth). Each screen with its layout flags (spec §2.1). */
export const accountRoutes: RouteObject[] = [
  {
    path: '/user/login',
    handle: layout({ isBack: true, titleName: msg`로그인` }),
    lazy: page('login-page'),
  },
  {
    path: '/user/login/simple',
    handle: layout({ isBack: true, titleName: msg`회원가입` }),
    lazy: page('join-page'),
  },
  {
    path: '/user/login/password',
    handle: layout({ isBack: true, titleName: msg`비밀번호 설정` }),
    lazy: page('set-password-page'),
  },
  {
    path: '/user/find',
    handle: layout({ isBack: true, titleName: msg`비밀번호 찾기` }),
    lazy: page('find-password-page'),
  },
  {
    path: '/user/find/form',
    handle: layout({ isBack: true, titleName: msg`새 비밀번호 설정` }),
    lazy: page('reset-password-page'),
  },
  {
    // The 400×620 popup of mobile card authentication (spec §2.2): no header, footer or back.
    path: '/mobil-card/auth',
    handle: layout({ isHeader: false, isFooter: false, titleName: msg`카드 본인확인` }),
    lazy: page('mobile-card-auth-page'),
  },
];
