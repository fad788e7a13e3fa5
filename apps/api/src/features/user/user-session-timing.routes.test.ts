import { describe, expect, it } from 'vitest';
import {
  INACTIVITY_LOGOUT_SECONDS,
  messages,
  REMEMBERED_SESSION_LIFETIME_SECONDS,
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  SESSION_ACTIVITY_INTERVAL_SECONDS,
  sessionActivitySchema,
  textOf,
} from '@mvno/contract';
import { gildong, get, login, loginWithId, post, younghee } from '../../test/accounts.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { useTestApp } from '../../test/test-app.ts';
import { SERVER_IDLE_LIMIT_SECONDS } from '../session/session.service.ts';

// Spec §4: the web logs out after 1200 s without navigation, the native app never for idleness, and a
// login kept with '자동 로그인' resumes on the next visit. The server's own limits follow those rules.
const clock = createManualClock();
const testApp = useTestApp({}, { clock });

const app = () => testApp.app;
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

async function isLive(token: string): Promise<boolean> {
  return (await get(app(), '/api/user', { token })).response.statusCode === 200;
}

/** The screen's report of a navigation (POST user/activity). */
async function navigate(token: string) {
  const { response, body } = await post(app(), '/api/user/activity', undefined, { token });
  return { status: response.statusCode, body };
}

describe('a web session', () => {
  it('stays alive while the subscriber moves between public pages, with no other call', async () => {
    const { token } = await loginWithId(app(), gildong);
    for (let minute = 0; minute < 40; minute += 5) {
      clock.advanceSeconds(5 * 60);
      const { status, body } = await navigate(token);
      expect(status).toBe(200);
      expect(sessionActivitySchema.parse(body.entity).expiresAt).toMatch(/\+09:00$/);
    }
    expect(await isLive(token)).toBe(true);
  });

  it('is never ended by the server while the screen still counts it alive', async () => {
    const { token } = await loginWithId(app(), gildong);
    // A navigation 59 s after login: the screen reported it, the server did not store it (once a minute).
    clock.advanceSeconds(SESSION_ACTIVITY_INTERVAL_SECONDS - 1);
    expect((await navigate(token)).status).toBe(200);
    // The screen logs out 1200 s after that navigation; until then every call is answered.
    clock.advanceSeconds(INACTIVITY_LOGOUT_SECONDS - 1);
    expect(await isLive(token)).toBe(true);
  });

  it('ends after the idle limit without navigation or calls, with the spec’s message', async () => {
    const { token } = await loginWithId(app(), gildong);
    clock.advanceSeconds(SERVER_IDLE_LIMIT_SECONDS);
    const { status, body } = await navigate(token);
    expect(status).toBe(401);
    expect(body.message).toBe(textOf(messages.autoLogout));
    expect(SERVER_IDLE_LIMIT_SECONDS - INACTIVITY_LOGOUT_SECONDS).toBeLessThanOrEqual(120);
  });

  it('ends 12 hours after login whatever the navigation', async () => {
    const { token } = await loginWithId(app(), younghee);
    for (let elapsed = 0; elapsed + 600 < SESSION_ABSOLUTE_LIFETIME_SECONDS; elapsed += 600) {
      clock.advanceSeconds(600);
      expect((await navigate(token)).status).toBe(200);
    }
    clock.advanceSeconds(600);
    expect((await navigate(token)).body.message).toBe(textOf(messages.sessionExpired));
  });

  it('refuses a report of activity without a token', async () => {
    const { response, body } = await post(app(), '/api/user/activity', undefined);
    expect(response.statusCode).toBe(401);
    expect(body.message).toBe(textOf(messages.unauthorized));
  });
});

describe('a session the native app registered its device in', () => {
  const device = {
    deviceType: 'ANDROID',
    deviceId: 'timing-device-1',
    pushToken: 'fcm:timing',
    appVersion: '2.4.1',
    os: 'Android 14',
  };

  it('has no idle limit, and ends 30 days after login', async () => {
    const { token } = await loginWithId(app(), gildong);
    const registered = await post(app(), '/api/user/push', device, { token });
    expect(registered.body.code, registered.body.message).toBe(1);
    clock.advanceSeconds(5 * HOUR);
    expect(await isLive(token)).toBe(true);
    clock.advanceSeconds(2 * DAY);
    expect(await isLive(token)).toBe(true);
    clock.advanceSeconds(REMEMBERED_SESSION_LIFETIME_SECONDS - 2 * DAY - 5 * HOUR - 1);
    expect(await isLive(token)).toBe(true);
    clock.advanceSeconds(1);
    expect((await get(app(), '/api/user', { token })).body.message).toBe(textOf(messages.sessionExpired));
  });

  it('keeps the web rule for a session whose device registration was refused', async () => {
    const owner = await loginWithId(app(), younghee);
    const device2 = { ...device, deviceId: 'timing-device-2' };
    expect((await post(app(), '/api/user/push', device2, { token: owner.token })).body.code).toBe(1);
    const { token } = await loginWithId(app(), gildong);
    const refused = await post(app(), '/api/user/push', device2, { token });
    expect(refused.body.message).toBe(textOf(messages.deviceOwnedByOther));
    clock.advanceSeconds(SERVER_IDLE_LIMIT_SECONDS);
    expect(await isLive(token)).toBe(false);
  });
});

describe('a login kept with auto-login', () => {
  it('resumes after days away, and ends 30 days after login', async () => {
    const { token } = await login(app(), {
      loginType: 'ID',
      loginId: gildong.loginId,
      password: gildong.password,
      isAutoLogin: true,
    });
    clock.advanceSeconds(3 * DAY);
    expect(await isLive(token)).toBe(true);
    clock.advanceSeconds(REMEMBERED_SESSION_LIFETIME_SECONDS - 3 * DAY);
    expect((await get(app(), '/api/user', { token })).body.message).toBe(textOf(messages.sessionExpired));
  });

  it('ends on logout like any other', async () => {
    const { token } = await login(app(), {
      loginType: 'ID',
      loginId: gildong.loginId,
      password: gildong.password,
      isAutoLogin: true,
    });
    expect((await post(app(), '/api/user/logout', undefined, { token })).body.code).toBe(1);
    expect(await isLive(token)).toBe(false);
  });
});
