import { afterEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_LOGOUT_SECONDS } from '@mvno/contract';
import { ok, stubFetch } from '../../test/fake-fetch.ts';
import { loginUserOf } from '../../test/login-user.ts';
import { readEncrypted, storeEncrypted } from '../../test/storage.ts';
import { requestEntity } from '../api/client.ts';
import { flushStoredData, readStored } from '../storage/encrypted-storage.ts';
import {
  endSession,
  isLoggedIn,
  logout,
  readSavedPhone,
  resumeSession,
  sessionStore,
  startSession,
} from './session.ts';

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

const user = loginUserOf();

describe('session', () => {
  it('stores the token and the user data encrypted; the phone number only with "save phone"', async () => {
    startSession('token-1', user, { isSavePhone: false, isAutoLogin: false, phone: '01025801234' });
    await flushStoredData();
    expect(isLoggedIn()).toBe(true);
    expect(await readEncrypted('accessToken')).toBe('token-1');
    expect(await readEncrypted('userData')).toEqual(user);
    expect(window.localStorage.getItem('serviceNumber')).toBeNull();
    expect(readSavedPhone()).toBeUndefined();

    startSession('token-2', user, { isSavePhone: true, isAutoLogin: true, phone: '010-2580-1234' });
    await flushStoredData();
    expect(await readEncrypted('serviceNumber')).toBe('01025801234');
    expect(readSavedPhone()).toBe('01025801234');
    expect(await readEncrypted('isAutoLogin')).toBe(true);
  });

  it('sends the token on every call once logged in', async () => {
    const requests = stubFetch(() => ok(null));
    startSession('token-1', user, { isSavePhone: false, isAutoLogin: false, phone: '' });
    await requestEntity('/plan');
    expect(requests[0]?.headers['login-token']).toBe('token-1');
  });

  it('logout calls user/logout, then clears token, user data and auto-login but keeps a saved phone', async () => {
    const requests = stubFetch(() => ok(null));
    startSession('token-1', user, { isSavePhone: true, isAutoLogin: true, phone: '01025801234' });
    await flushStoredData();
    await logout();
    expect(requests.map((request) => [request.method, request.path, request.headers['login-token']])).toEqual(
      [['POST', '/user/logout', 'token-1']],
    );
    expect(isLoggedIn()).toBe(false);
    for (const name of ['accessToken', 'userData', 'isAutoLogin']) {
      expect(window.localStorage.getItem(name)).toBeNull();
    }
    expect(readStored('serviceNumber')).toBe('01025801234');
    await requestEntity('/plan');
    expect(requests[1]?.headers['login-token']).toBeUndefined();
  });

  it('logs out locally even when user/logout fails', async () => {
    stubFetch(() => ({ status: 401, body: { code: 4010, message: '로그인이 필요합니다.', entity: null } }));
    startSession('token-1', user, { isSavePhone: false, isAutoLogin: false, phone: '' });
    await logout();
    expect(isLoggedIn()).toBe(false);
  });

  it('resumes a stored login on the next page', async () => {
    const now = Date.now();
    await storeEncrypted('accessToken', 'token-1');
    await storeEncrypted('userData', user);
    await storeEncrypted('refreshTime', now - 60_000);
    const reload = vi.fn();
    await expect(resumeSession({ reload }, now)).resolves.toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStore.get().user).toEqual(user);
  });

  it('logs out and reloads when the stored user data cannot be decrypted', async () => {
    await storeEncrypted('accessToken', 'token-1');
    await storeEncrypted('isAutoLogin', true);
    window.localStorage.setItem('userData', 'AAAAAAAAAAAAAAAAAAAAAA==');
    const reload = vi.fn();
    await expect(resumeSession({ reload })).resolves.toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(isLoggedIn()).toBe(false);
    for (const name of ['accessToken', 'userData', 'isAutoLogin']) {
      expect(window.localStorage.getItem(name)).toBeNull();
    }
  });

  it('does not resume a login unused for 1200 s unless auto-login was chosen', async () => {
    const now = Date.now();
    const stale = now - INACTIVITY_LOGOUT_SECONDS * 1000;
    await storeEncrypted('accessToken', 'token-1');
    await storeEncrypted('userData', user);
    await storeEncrypted('refreshTime', stale);
    await resumeSession({ reload: vi.fn() }, now);
    expect(isLoggedIn()).toBe(false);
    expect(window.localStorage.getItem('accessToken')).toBeNull();

    await storeEncrypted('accessToken', 'token-1');
    await storeEncrypted('userData', user);
    await storeEncrypted('refreshTime', stale);
    await storeEncrypted('isAutoLogin', true);
    await resumeSession({ reload: vi.fn() }, now);
    expect(isLoggedIn()).toBe(true);
  });
});
