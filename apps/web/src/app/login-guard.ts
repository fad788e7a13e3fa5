import { pageMessages, textOf } from '@mvno/contract';
import { redirect } from 'react-router';
import { showConfirm } from '../shared/modal/modal-store.ts';
import { isLoggedIn } from '../shared/session/session.ts';
import { loginPathFor } from '../shared/session/return-path.ts';
import type { RouteLoaderArgs } from '../shared/routing/site-router.tsx';

/** Spec §6: any path containing /my-page needs a login. */
export function requiresLogin(pathname: string): boolean {
  return pathname.includes('/my-page');
}

/**
 * The login guard (spec §6, reading 1, docs/decisions/005-login-guard.md): a logged-out visit to a
 * protected path asks whether to log in. Yes → /user/login, and back to the page after login; no → /main.
 * It runs as the root route's loader, before any protected screen or its data is loaded.
 */
export async function loginGuardLoader({ request, params }: RouteLoaderArgs): Promise<Response | null> {
  const url = new URL(request.url);
  // An address no screen holds (the not-found page's catch-all, the only `*` route) asks no login: the
  // visitor is told at once that it is not there, logged in or not.
  if (!requiresLogin(url.pathname) || params['*'] !== undefined || isLoggedIn()) return null;
  const returnPath = `${url.pathname}${url.search}`;
  // The server draws no protected screen (they are the browser's), and never waits for an answer to a
  // question nobody sees: it sends the visitor to the login.
  if (typeof document === 'undefined') return redirect(loginPathFor(returnPath));
  const isGoingToLogin = await showConfirm(textOf(pageMessages.loginRequiredConfirm));
  return redirect(isGoingToLogin ? loginPathFor(returnPath) : '/main');
}
