import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pageMessages, textOf } from '@mvno/contract';
import type { SiteRouter } from '../shared/routing/site-router.tsx';
import { setUnauthorizedHandler } from '../shared/api/client.ts';
import { showAlert } from '../shared/modal/modal-store.ts';
import { isNativeApp } from '../shared/native/native-app.ts';
import { startInactivityWatch } from '../shared/session/inactivity.ts';
import {
  endSession,
  followStoredSession,
  isLoggedIn,
  lastSessionActivity,
  logout,
  markSessionActivity,
  sessionStore,
} from '../shared/session/session.ts';
import { writeSessionHint } from '../shared/session/session-hint.tsx';
import { isGreetingClosedStore } from './layout/greeting-bar.tsx';
import { followOtherTabs } from '../shared/storage/encrypted-storage.ts';
import { requiresLogin } from './login-guard.ts';

export interface SessionWiringOptions {
  /** Whether the page runs inside the native app, where auto-logout does not apply (spec §4). */
  isApp?: () => boolean;
}

/**
 * Ties the session to the router: auto-logout after 1200 s without navigation (with a warning two minutes
 * before, where the visitor can stay), logout and the §6 guard on HTTP 401, and logins and logouts of other
 * tabs. Returns the function that undoes it.
 */
export function connectSession(router: SiteRouter, options: SessionWiringOptions = {}): () => void {
  const { isApp = () => isNativeApp() } = options;

  const expire = async () => {
    await logout();
    await showAlert(textOf(pageMessages.autoLogout));
    await router.navigate('/main');
  };

  // The warning before it (KWCAG 2.2.1): any way of closing it means the visitor is here, and stays.
  let warning: AbortController | undefined;
  const stay = () => {
    watch.touch();
    markSessionActivity({ isApp: isApp() });
  };
  const warn = async (remainingMs: number) => {
    const moment = new AbortController();
    warning = moment;
    const minutes = Math.max(1, Math.round(remainingMs / 60_000));
    await showAlert(
      i18n._(
        msg`한동안 활동이 없어 ${minutes}분 후에 자동으로 로그아웃돼요. 계속 이용하려면 로그인을 연장해 주세요.`,
      ),
      { action: i18n._(msg`로그인 연장`), signal: moment.signal },
    );
    if (moment.signal.aborted) return;
    warning = undefined;
    stay();
  };
  const withdrawWarning = () => {
    warning?.abort();
    warning = undefined;
  };

  const watch = startInactivityWatch({
    isApplicable: () => isLoggedIn() && !isApp(),
    lastActivityElsewhere: lastSessionActivity,
    onWarn: (remainingMs) => void warn(remainingMs),
    onWarningEnd: withdrawWarning,
    onExpire: () => {
      withdrawWarning();
      void expire();
    },
  });

  // The server draws the next page with the header's logged-in shape while this holds.
  const syncSessionHint = () =>
    writeSessionHint(!isLoggedIn() ? 'none' : isGreetingClosedStore.get() ? 'signed-in' : 'greeting');
  const stopHinting = [
    sessionStore.subscribe(syncSessionHint),
    isGreetingClosedStore.subscribe(syncSessionHint),
  ];
  syncSessionHint();

  let location = router.state.location;
  const stopRouting = router.subscribe((state) => {
    if (state.location === location) return;
    location = state.location;
    watch.touch();
    markSessionActivity({ isApp: isApp() });
  });

  setUnauthorizedHandler((message) => {
    if (!isLoggedIn()) return false;
    endSession();
    // On a protected page the guard asks again; elsewhere the visitor learns why the header changed.
    if (requiresLogin(router.state.location.pathname)) void router.revalidate();
    else void showAlert(message);
    return true;
  });

  const stopFollowing = followOtherTabs((key) => {
    if (key !== 'accessToken' && key !== 'userData') return;
    const wasLoggedIn = isLoggedIn();
    followStoredSession();
    if (wasLoggedIn && !isLoggedIn() && requiresLogin(router.state.location.pathname))
      void router.revalidate();
  });

  return () => {
    withdrawWarning();
    watch.stop();
    stopRouting();
    stopFollowing();
    stopHinting.forEach((stop) => stop());
    setUnauthorizedHandler(undefined);
  };
}
