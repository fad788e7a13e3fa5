import type { LoginUser } from '@mvno/contract';
import { SESSION_HINT_COOKIE, sessionHintOf, type SessionHint } from '@mvno/contract';
import { createContext, useContext } from 'react';
import { useIsHydrated } from '../store.ts';
import { writeDrawingCookie } from '../storage/drawing-cookie.ts';
import { useLoginUser } from './session.ts';

/**
 * What the page was drawn for: the hint the request carried (server) or the browser holds (hydration), the
 * same value on both sides. The browser only knows who is logged in once it has read its encrypted storage,
 * after the first paint; until then the header keeps the logged-in shape, without the name.
 */
export const SessionHintContext = createContext<SessionHint>('none');

/** The hint this browser holds now. */
export function readSessionHint(): SessionHint {
  return typeof document === 'undefined' ? 'none' : sessionHintOf(document.cookie);
}

/** Keeps the hint in step with the session: written on login and greeting changes, dropped on logout. */
export function writeSessionHint(hint: SessionHint): void {
  if (readSessionHint() === hint) return;
  writeDrawingCookie(SESSION_HINT_COOKIE, hint === 'none' ? undefined : hint);
}

/**
 * Who the header shows: the login user once the page runs in the browser; while a server-drawn page
 * hydrates, 'pending' when it was drawn for a logged-in visitor (the shape without the name), else null.
 */
export function useHeaderUser(): LoginUser | 'pending' | null {
  const user = useLoginUser();
  const isHydrated = useIsHydrated();
  const hint = useContext(SessionHintContext);
  if (isHydrated) return user;
  return hint === 'none' ? null : 'pending';
}

/** Whether the greeting bar was shown when the page was drawn (the hint), while it hydrates. */
export function useIsGreetingHinted(): boolean {
  return useContext(SessionHintContext) === 'greeting';
}
