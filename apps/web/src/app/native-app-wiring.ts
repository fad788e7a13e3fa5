import type { SiteRouter } from '../shared/routing/site-router.tsx';
import { closeTopDialog } from '../shared/modal/dialog-stack.ts';
import { closeTopModal } from '../shared/modal/modal-store.ts';
import { sendAppCommand } from '../shared/native/native-app.ts';
import { parseDeviceInfo, registerDevice } from '../shared/native/register-device.ts';
import { refreshLoginUser, sessionStore } from '../shared/session/session.ts';
import { readStored } from '../shared/storage/encrypted-storage.ts';
import { closeMobileMenu } from './layout/menu-store.ts';

/**
 * The native back button, in the order of spec §4: an alert first, then a modal, then the side menu; on the
 * root screen (isRoot > 0) the app closes; otherwise one step back in history.
 */
export function handleNativeBack(router: SiteRouter, isApp = true): void {
  if (closeTopModal()) return;
  if (closeTopDialog()) return;
  const { pathname, search } = router.state.location;
  if (closeMobileMenu(pathname)) return;
  const isRoot = Number(new URLSearchParams(search).get('isRoot') ?? '0');
  if (isRoot > 0) {
    sendAppCommand({ command: 'exit' }, isApp);
    return;
  }
  void router.navigate(-1);
}

/**
 * Inside the app: answers the app's calls (device info, back, screen on/off) and tells it who is logged in
 * (user number 0 after logout, spec §4). Outside the app it does nothing. Returns the undo.
 */
export function connectNativeApp(router: SiteRouter, isApp: boolean): () => void {
  if (!isApp) return () => undefined;

  window.baroApp = {
    setDeviceInfo: (info) => {
      const parsed = parseDeviceInfo(info);
      if (parsed !== undefined) void registerDevice(parsed);
    },
    back: () => handleNativeBack(router, isApp),
    // Back from the background: a session that ended meanwhile shows as logged out (GET user answers 401).
    screenOn: () => void refreshLoginUser(),
    screenOff: () => undefined,
  };

  let userNo = sessionStore.get().user?.userNo ?? 0;
  const stopWatching = sessionStore.subscribe(() => {
    const next = sessionStore.get().user?.userNo ?? 0;
    if (next === userNo) return;
    userNo = next;
    sendAppCommand({ command: 'userNumber', userNo }, isApp);
    // The device joins the new session, which makes it an app session on the server: no idle limit (§4).
    if (userNo === 0) return;
    const deviceInfo = readStored('deviceInfo');
    if (deviceInfo === undefined) sendAppCommand({ command: 'registerKey' }, isApp);
    else void registerDevice(deviceInfo);
  });

  return () => {
    stopWatching();
    delete window.baroApp;
  };
}
