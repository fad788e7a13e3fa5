import { afterEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_LOGOUT_SECONDS } from '@mvno/contract';
import { refusal, stubCalls } from '../../test/stub-calls.ts';
import { loginUserOf } from '../../test/login-user.ts';
import { readEncrypted, storeEncrypted } from '../../test/storage.ts';
import { callApi } from '../api/client.ts';
import { flushStoredData, readStored } from '../storage/encrypted-storage.ts';
import {
  endSession,
  isLoggedIn,
  logout,
  markSessionActivity,
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
    const requests = stubCalls({ findCategories: () => ({ list: [] }) });
    startSession('token-1', user, { isSavePhone: false, isAutoLogin: false, phone: '' });
    await callApi('findCategories', {});
    expect(requests[0]?.headers['login-token']).toBe('token-1');
  });

  it('logout calls user/logout, then clears token, user data and auto-login but keeps a saved phone', async () => {
    const requests = stubCalls({ logout: () => null, findCategories: () => ({ list: [] }) });
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
    await callApi('findCategories', {});
    expect(requests[1]?.headers['login-token']).toBeUndefined();
  });

  it('logs out locally even when user/logout fails', async () => {
    stubCalls({ logout: () => refusal(4010, '로그인이 필요합니다.', 401) });
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
    await expect(resumeSession({ reload, isApp: false }, now)).resolves.toBe('RESUMED');
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStore.get().user).toEqual(user);
  });

  it('logs out and reloads when the stored user data cannot be decrypted', async () => {
    await storeEncrypted('accessToken', 'token-1');
    await storeEncrypted('isAutoLogin', true);
    window.localStorage.setItem('userData', 'AAAAAAAAAAAAAAAAAAAAAA==');
    const reload = vi.fn();
    await expect(resumeSession({ reload, isApp: false })).resolves.toBe('RELOADING');
    expect(reload).toHaveBeenCalledOnce();
    expect(isLoggedIn()).toBe(false);
    for (const name of ['accessToken', 'userData', 'isAutoLogin']) {
      expect(window.localStorage.getItem(name)).toBeNull();
    }
  });

  it('logs out a web login unused for 1200 s, on the server too, unless auto-login was chosen', async () => {
    const requests = stubCalls({ logout: () => null });
    const now = Date.now();
    const stale = now - INACTIVITY_LOGOUT_SECONDS * 1000;
    await storeEncrypted('accessToken', 'token-1');
    await storeEncrypted('userData', user);
    await storeEncrypted('refreshTime', stale);
    await expect(resumeSession({ reload: vi.fn(), isApp: false }, now)).resolves.toBe('EXPIRED');
    expect(isLoggedIn()).toBe(false);
    await vi.waitFor(() => expect(window.localStorage.getItem('accessToken')).toBeNull());
    expect(requests.map((request) => [request.path, request.headers['login-token']])).toEqual([
      ['/user/logout', 'token-1'],
    ]);

    await storeEncrypted('accessToken', 'token-1');
    await storeEncrypted('userData', user);
    await storeEncrypted('refreshTime', stale);
    await storeEncrypted('isAutoLogin', true);
    await expect(resumeSession({ reload: vi.fn(), isApp: false }, now)).resolves.toBe('RESUMED');
    expect(isLoggedIn()).toBe(true);
  });

  it('resumes a login of the native app however long it was unused (spec §4: no idle rule there)', async () => {
    const now = Date.now();
    await storeEncrypted('accessToken', 'token-1');
    await storeEncrypted('userData', user);
    await storeEncrypted('refreshTime', now - 3 * 24 * 60 * 60 * 1000);
    await expect(resumeSession({ reload: vi.fn(), isApp: true }, now)).resolves.toBe('RESUMED');
    expect(isLoggedIn()).toBe(true);
  });
});

describe('navigation as activity', () => {
  it('is reported to the server at most once a minute, and not at all in the app', async () => {
    const requests = stubCalls({ reportActivity: () => ({ expiresAt: '2026-11-24T10:00:00+09:00' }) });
    const start = Date.now();
    startSession('token-1', user, { isSavePhone: false, isAutoLogin: false, phone: '' });
    const reports = () => requests.filter((request) => request.path === '/user/activity').length;
    markSessionActivity({ isApp: false }, start + 30_000);
    expect(reports()).toBe(0);
    markSessionActivity({ isApp: false }, start + 61_000);
    markSessionActivity({ isApp: false }, start + 90_000);
    expect(reports()).toBe(1);
    expect(requests[0]).toMatchObject({ method: 'POST', headers: { 'login-token': 'token-1' } });
    markSessionActivity({ isApp: true }, start + 200_000);
    expect(reports()).toBe(1);
    markSessionActivity({ isApp: false }, start + 200_000);
    expect(reports()).toBe(2);
  });

  it('is not reported while logged out', () => {
    const requests = stubCalls({});
    markSessionActivity({ isApp: false }, Date.now() + 3_600_000);
    expect(requests).toEqual([]);
  });
});
