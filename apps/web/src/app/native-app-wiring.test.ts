import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemorySiteRouter as createMemoryRouter } from '../shared/routing/site-router.tsx';
import { dialogStack, registerDialog } from '../shared/modal/dialog-stack.ts';
import { modalStack, showAlert, showConfirm } from '../shared/modal/modal-store.ts';
import { setAppCommandTransport, type AppCallbacks } from '../shared/native/native-app.ts';
import {
  endSession,
  logout,
  sessionStore,
  startSession,
  updateLoginUser,
} from '../shared/session/session.ts';
import { removeStored } from '../shared/storage/encrypted-storage.ts';
import { companyEntity } from '../test/entities.ts';
import { stubCalls, type CallStubs, type StubbedRequest } from '../test/stub-calls.ts';
import { encryptedLoginUserOf, loginUserOf } from '../test/login-user.ts';
import { openMenuStore } from './layout/menu-store.ts';
import { connectNativeApp, handleNativeBack } from './native-app-wiring.ts';

let commands: string[] = [];
let requests: StubbedRequest[] = [];
/** What the app asks for around these tests, answered as a quiet server would. */
const appCalls: CallStubs = {
  logout: () => null,
  registerDevice: (request) => {
    const body: unknown = JSON.parse(request.body);
    const userNo =
      typeof body === 'object' && body !== null && 'userNo' in body && typeof body.userNo === 'number'
        ? body.userNo
        : 0;
    return { deviceId: 'a-7', userNo, userLineNo: userNo === 0 ? 0 : 11 };
  },
  findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
  findCompany: () => companyEntity,
  findPlanGroups: () => ({ list: [] }),
};
let disconnect: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  commands = [];
  setAppCommandTransport((url) => commands.push(url));
  requests = stubCalls(appCalls);
  modalStack.set([]);
  dialogStack.set([]);
  openMenuStore.set(null);
});
afterEach(() => {
  disconnect();
  disconnect = () => undefined;
  endSession();
  removeStored('deviceInfo');
  vi.runAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The app opened the site on its root screen, then the user went to `path`. */
function routerAt(path: string, rootPath = '/main?isRoot=1') {
  const pages = ['/main', '/plan', '/event'].map((page) => ({ path: page, element: null }));
  return createMemoryRouter(pages, { initialEntries: [rootPath, path], initialIndex: 1 });
}
type TestRouter = ReturnType<typeof routerAt>;

const addressOf = (router: TestRouter) => router.state.location.pathname + router.state.location.search;
/** Lets navigations and queued commands finish. */
const settle = () => vi.advanceTimersByTimeAsync(200);
const logIn = (userNo = 1) =>
  startSession('token-1', loginUserOf({ userNo }), { isSavePhone: false, isAutoLogin: false, phone: '' });

function openDialog(): { isOpen: () => boolean } {
  let isOpen = true;
  const unregister = registerDialog(() => {
    isOpen = false;
    unregister();
  });
  return { isOpen: () => isOpen };
}

function bridge(): AppCallbacks {
  if (window.baroApp === undefined) throw new Error('the page answers no app calls');
  return window.baroApp;
}

describe('the native back button (spec §4, modal stacks)', () => {
  it('closes the alert, then the modal, then the side menu, then goes back; on the root screen it exits', async () => {
    const router = routerAt('/plan');
    let isAlertRead = false;
    void showAlert('저장되었습니다.').then(() => (isAlertRead = true));
    const dialog = openDialog();
    openMenuStore.set('/plan');

    handleNativeBack(router);
    await settle();
    expect(isAlertRead).toBe(true);
    expect(modalStack.get()).toEqual([]);
    expect(dialog.isOpen()).toBe(true);
    expect(openMenuStore.get()).toBe('/plan');

    handleNativeBack(router);
    await settle();
    expect(dialog.isOpen()).toBe(false);
    expect(openMenuStore.get()).toBe('/plan');

    handleNativeBack(router);
    await settle();
    expect(openMenuStore.get()).toBeNull();
    expect(addressOf(router)).toBe('/plan');
    expect(commands).toEqual([]);

    handleNativeBack(router);
    await settle();
    expect(addressOf(router)).toBe('/main?isRoot=1');
    expect(commands).toEqual([]);

    handleNativeBack(router);
    await settle();
    expect(commands).toEqual(['baromobile://exit']);
    expect(addressOf(router)).toBe('/main?isRoot=1');
  });

  it('closes stacked alerts from the top; a confirm closed this way answers no', async () => {
    const router = routerAt('/plan');
    let answer: boolean | undefined;
    void showConfirm('로그아웃 하시겠습니까?').then((isConfirmed) => (answer = isConfirmed));
    void showAlert('입력값을 확인해주세요.');

    handleNativeBack(router);
    expect(modalStack.get().map((entry) => entry.message)).toEqual(['로그아웃 하시겠습니까?']);

    handleNativeBack(router);
    await settle();
    expect(modalStack.get()).toEqual([]);
    expect(answer).toBe(false);
    expect(addressOf(router)).toBe('/plan');
  });

  it('closes the top one of two modals only', () => {
    const router = routerAt('/plan');
    const lower = openDialog();
    const upper = openDialog();
    handleNativeBack(router);
    expect(upper.isOpen()).toBe(false);
    expect(lower.isOpen()).toBe(true);
  });

  it('goes back when the side menu was left open on another page (it shows closed here)', async () => {
    const router = routerAt('/plan');
    openMenuStore.set('/main');
    handleNativeBack(router);
    await settle();
    expect(addressOf(router)).toBe('/main?isRoot=1');
  });

  it.each([
    ['/main?isRoot=1', 'exits'],
    ['/main?isRoot=2', 'exits'],
    ['/main?isRoot=0', 'goes back'],
    ['/main', 'goes back'],
    ['/main?isRoot=yes', 'goes back'],
  ])('on %s it %s', async (address, outcome) => {
    const router = routerAt(address, '/event');
    handleNativeBack(router);
    await settle();
    expect(commands).toEqual(outcome === 'exits' ? ['baromobile://exit'] : []);
    expect(addressOf(router)).toBe(outcome === 'exits' ? address : '/event');
  });
});

describe('connectNativeApp (spec §4, §7)', () => {
  it('outside the app answers no app calls and tells nothing', async () => {
    disconnect = connectNativeApp(routerAt('/plan'), false);
    expect(window.baroApp).toBeUndefined();
    logIn();
    endSession();
    await settle();
    expect(commands).toEqual([]);
  });

  it('tells the app the user number whenever the logged-in user changes, and 0 after logout', async () => {
    disconnect = connectNativeApp(routerAt('/plan'), true);
    await settle();
    expect(commands).toEqual([]);

    logIn(1);
    await settle();
    // Another active line of the same subscriber is not another user.
    const user = loginUserOf();
    updateLoginUser({ ...user, loginUserLine: { ...user.loginUserLine, userLineNo: 12 } });
    await settle();
    // No device info yet: the app is asked for it, so the new session becomes an app session.
    expect(commands).toEqual(['baromobile://userNumber?userNo=1', 'baromobile://registerKey']);

    await logout();
    await settle();
    expect(requests.map((request) => request.path)).toContain('/user/logout');
    logIn(7);
    await settle();
    expect(commands).toEqual([
      'baromobile://userNumber?userNo=1',
      'baromobile://registerKey',
      'baromobile://userNumber?userNo=0',
      'baromobile://userNumber?userNo=7',
      'baromobile://registerKey',
    ]);

    disconnect();
    expect(window.baroApp).toBeUndefined();
    endSession();
    await settle();
    expect(commands).toHaveLength(5);
  });

  it('does not repeat the number of the user already logged in when it connects', async () => {
    logIn(1);
    disconnect = connectNativeApp(routerAt('/plan'), true);
    await settle();
    expect(commands).toEqual([]);
    endSession();
    await settle();
    expect(commands).toEqual(['baromobile://userNumber?userNo=0']);
  });

  it('registers the device info the app hands over, and ignores what is not device info', async () => {
    logIn(1);
    disconnect = connectNativeApp(routerAt('/plan'), true);

    bridge().setDeviceInfo('{"deviceType":"ios","deviceId":"i-9"');
    bridge().setDeviceInfo(JSON.stringify({ deviceType: 'ANDROID', deviceId: 'a-1', appVersion: '3.2.0' }));
    await settle();
    expect(requests).toEqual([]);

    bridge().setDeviceInfo(
      JSON.stringify({
        deviceType: 'ios',
        deviceId: 'i-9',
        pushToken: 'apns-1',
        appVersion: '3.1.4',
        os: 'iOS 17.4',
      }),
    );
    await settle();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /user/push']);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      deviceType: 'IOS',
      deviceId: 'i-9',
      pushToken: 'apns-1',
      appVersion: '3.1.4',
      os: 'iOS 17.4',
      userNo: 1,
      userLineNo: 11,
    });
  });

  it('registers the stored device in the session of a new login, so the server applies the app’s rule', async () => {
    disconnect = connectNativeApp(routerAt('/user/login'), true);
    bridge().setDeviceInfo(
      JSON.stringify({
        deviceType: 'ANDROID',
        deviceId: 'a-7',
        pushToken: 'fcm-7',
        appVersion: '3.2.0',
        os: 'Android 14',
      }),
    );
    await settle();
    expect(JSON.parse(requests[0]?.body ?? '')).toMatchObject({ deviceId: 'a-7', userNo: 0 });

    logIn(1);
    await settle();
    expect(requests.map((request) => [request.path, request.headers['login-token']])).toEqual([
      ['/user/push', undefined],
      ['/user/push', 'token-1'],
    ]);
    expect(JSON.parse(requests[1]?.body ?? '')).toMatchObject({ deviceId: 'a-7', userNo: 1, userLineNo: 11 });
    expect(commands).toEqual(['baromobile://userNumber?userNo=1']);
  });

  it('answers the back button as the back order says', async () => {
    const router = routerAt('/main?isRoot=1', '/event');
    disconnect = connectNativeApp(router, true);
    void showAlert('저장되었습니다.');

    bridge().back();
    await settle();
    expect(modalStack.get()).toEqual([]);
    expect(commands).toEqual([]);

    bridge().back();
    await settle();
    expect(commands).toEqual(['baromobile://exit']);
  });

  it('reads the login user again when the screen comes back on', async () => {
    logIn(1);
    requests = stubCalls({
      ...appCalls,
      findLoginUser: () => encryptedLoginUserOf('token-1', { userName: '홍길순' }),
    });
    disconnect = connectNativeApp(routerAt('/plan'), true);

    bridge().screenOff();
    await settle();
    expect(requests).toEqual([]);

    bridge().screenOn();
    await settle();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /user']);
    // WebCrypto decrypts on its own time, not the fake timers'.
    await vi.waitFor(() => expect(sessionStore.get().user?.userName).toBe('홍길순'));
  });
});
