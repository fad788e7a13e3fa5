import { replace } from 'react-router';
import { isNativeApp, sendAppCommand } from '../shared/native/native-app.ts';
import { sessionStore } from '../shared/session/session.ts';

/**
 * `/` (spec §2.2): on the web, /main. In the app: tell it the user number, ask for the device registration
 * key (the answer arrives as device info), then replace to /main?isRoot=1 — the root screen, where back
 * closes the app.
 */
export function appEntryLoader(isApp: boolean = isNativeApp()): Response {
  // A redirect from a loader is pushed unless marked as a replace: back would land on / and bounce forward.
  if (!isApp) return replace('/main');
  sendAppCommand({ command: 'userNumber', userNo: sessionStore.get().user?.userNo ?? 0 }, isApp);
  sendAppCommand({ command: 'registerKey' }, isApp);
  return replace('/main?isRoot=1');
}
