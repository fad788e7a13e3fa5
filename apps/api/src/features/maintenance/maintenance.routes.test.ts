import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maintenanceRefusalMessage, maintenanceWindowListSchema, resultCodes, textOf } from '@mvno/contract';
import { maintenanceWindows } from '../../db/schema/site.ts';
import { januaryNoticeSeed, upcomingWindowSeed } from '../../seed/maintenance.ts';
import { gildong, get, loginUserIn, loginWithId, post } from '../../test/accounts.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { readEntity } from '../../test/read-entity.ts';
import { useTestApp } from '../../test/test-app.ts';

/** Nothing kept between requests: each test moves the clock or adds a window and reads the result at once. */
const uncached = { CATALOGUE_CACHE_SECONDS: '0' };
const clock = createManualClock(new Date('2024-01-22T18:00:00+09:00'));
const testApp = useTestApp(uncached, { clock });

const app = () => testApp.app;
const setClock = (instant: string) =>
  clock.advanceSeconds((Date.parse(instant) - clock.now().getTime()) / 1000);
const readWindows = () => readEntity(app(), '/api/site/maintenance', maintenanceWindowListSchema);
const januaryWindow = {
  areas: januaryNoticeSeed.areas,
  startAt: '2024-01-22T19:00:00.000+09:00',
  endAt: '2024-01-22T21:00:00.000+09:00',
};
const refusal = (area: 'LOGIN' | 'SELF_CARE') => ({
  code: resultCodes.maintenance,
  message: textOf(maintenanceRefusalMessage(area, januaryWindow, testApp.config.brand)),
  entity: null,
});

describe('GET site/maintenance', () => {
  it('announces the §8 window from its notice date until it ends, with its areas and Seoul times', async () => {
    setClock('2024-01-15T09:59:59+09:00');
    expect((await readWindows()).list).toEqual([]);
    setClock('2024-01-15T10:00:00+09:00');
    const announced = await readWindows();
    expect(announced).toEqual({
      list: [
        {
          maintenanceNo: announced.list[0]?.maintenanceNo,
          title: januaryNoticeSeed.title,
          message: januaryNoticeSeed.message,
          ...januaryWindow,
        },
      ],
      totalCount: 1,
    });
    expect(announced.list[0]?.areas).toEqual(['SELF_OPEN', 'COUNSELOR_OPEN', 'SELF_CARE', 'LOGIN']);
    setClock('2024-01-22T20:59:59+09:00');
    expect((await readWindows()).totalCount).toBe(1);
    setClock('2024-01-22T21:00:00+09:00');
    expect((await readWindows()).list).toEqual([]);
  });

  it('gives the demo an upcoming window: a Sunday night at least a week after seeding, announced at once', async () => {
    const seededAt = new Date('2026-11-24T21:00:00+09:00');
    const upcoming = upcomingWindowSeed(seededAt);
    // Tuesday 24 November + 7 days is Tuesday 1 December; the next Sunday is 6 December.
    expect(upcoming.startAt.toISOString()).toBe('2026-12-05T17:00:00.000Z');
    expect(upcoming.endAt.toISOString()).toBe('2026-12-05T21:00:00.000Z');
    expect(upcoming.noticeStartAt).toBe(seededAt);
    expect(upcoming.areas).not.toContain('LOGIN');

    // The test database was seeded now: its window is announced now and has not begun.
    const now = new Date();
    setClock(now.toISOString());
    const [window] = (await readWindows()).list;
    expect(window?.title).toBe(upcoming.title);
    expect(Date.parse(window?.startAt ?? '')).toBeGreaterThan(now.getTime() + 7 * 24 * 60 * 60 * 1000);
    expect(window?.startAt).toMatch(/T02:00:00\.000\+09:00$/);
    expect(window?.endAt).toMatch(/T06:00:00\.000\+09:00$/);
  });

  it('lists a window staff add at once, the earliest first', async () => {
    setClock('2024-01-20T12:00:00+09:00');
    await testApp.database.db.insert(maintenanceWindows).values({
      title: '유심 주문 시스템 점검',
      message: '유심 주문을 잠시 멈춰요.',
      areas: ['USIM'],
      noticeStartAt: new Date('2024-01-20T00:00:00+09:00'),
      startAt: new Date('2024-01-23T01:00:00+09:00'),
      endAt: new Date('2024-01-23T03:00:00+09:00'),
    });
    const titles = (await readWindows()).list.map((window) => window.title);
    expect(titles).toEqual([januaryNoticeSeed.title, '유심 주문 시스템 점검']);
  });

  it('is refused by the database when it ends before it starts, is announced late or closes nothing', async () => {
    const insert = (change: { areas?: string; notice?: string; end?: string }) =>
      testApp.database.db.execute(sql`INSERT INTO maintenance_windows
        (title, message, areas, notice_start_at, start_at, end_at)
        VALUES ('점검', '점검해요.', ${sql.raw(change.areas ?? "ARRAY['USIM']")},
          ${change.notice ?? '2024-02-01T00:00:00+09:00'},
          '2024-02-02T01:00:00+09:00', ${change.end ?? '2024-02-02T03:00:00+09:00'})`);
    await expect(insert({ end: '2024-02-02T00:00:00+09:00' })).rejects.toThrow();
    await expect(insert({ notice: '2024-02-02T02:00:00+09:00' })).rejects.toThrow();
    await expect(insert({ areas: 'ARRAY[]::varchar[]' })).rejects.toThrow();
  });
});

describe('during a window the server refuses the calls of its areas', () => {
  it('says it in English to a caller who reads English, with the time in Korea', async () => {
    setClock('2024-01-22T19:30:00+09:00');
    const { response, body } = await post(
      app(),
      '/api/user/login',
      { loginType: 'ID', loginId: gildong.loginId, password: 'Wrong#2580' },
      { language: 'en-GB,en;q=0.9,ko;q=0.5' },
    );
    expect(response.statusCode).toBe(503);
    expect(body.message).toBe(
      'Log-in and sign-up are not available during system maintenance.\n' +
        'Maintenance: Mon 22 Jan 2024 19:00 – 21:00 (Korea time)\n' +
        'For anything urgent, such as a lost phone, call 114 (free) from your Baro Mobile phone.',
    );
  });

  it('refuses to log in, with the period and the number for a lost phone, and counts no failed try', async () => {
    setClock('2024-01-22T19:00:00+09:00');
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const { response, body } = await post(app(), '/api/user/login', {
        loginType: 'ID',
        loginId: gildong.loginId,
        password: 'Wrong#2580',
      });
      expect(response.statusCode).toBe(503);
      expect(body).toEqual(refusal('LOGIN'));
    }
    expect(refusal('LOGIN').message).toContain('2024년 1월 22일(월) 19:00 ~ 21:00');
    // Six wrong passwords during the window locked nothing: they never reached the login.
    setClock('2024-01-22T21:00:00+09:00');
    const { token } = await loginWithId(app(), gildong);
    expect(token).not.toBe('');
  });

  it('refuses sign-up and the password before reading the request, whatever it holds', async () => {
    setClock('2024-01-22T20:00:00+09:00');
    for (const [url, payload] of [
      ['/api/user/join', { loginId: 'x' }],
      ['/api/user/password', 'not an object'],
      ['/api/user/login', { loginType: 'NOPE' }],
    ] as const) {
      const { response, body } = await post(app(), url, payload);
      expect(response.statusCode, url).toBe(503);
      expect(body, url).toEqual(refusal('LOGIN'));
    }
  });

  it('closes the line switch of a subscriber logged in before, and keeps who they are and logging out open', async () => {
    setClock('2024-01-22T18:58:00+09:00');
    const { token, loginUser } = await loginWithId(app(), gildong);
    const otherLine = loginUser.lineList.find(
      (line) => line.userLineNo !== loginUser.loginUserLine.userLineNo,
    );
    setClock('2024-01-22T19:00:00+09:00');
    const switched = await post(app(), '/api/user/line', { userLineNo: otherLine?.userLineNo }, { token });
    expect(switched.response.statusCode).toBe(503);
    expect(switched.body).toEqual(refusal('SELF_CARE'));
    const user = await get(app(), '/api/user', { token });
    expect(user.response.statusCode).toBe(200);
    // Still on the line it had: the refused switch changed nothing.
    const after = await loginUserIn(user.body.entity, token);
    expect(after.loginUserLine.userLineNo).toBe(loginUser.loginUserLine.userLineNo);
    expect((await post(app(), '/api/user/logout', undefined, { token })).body.code).toBe(1);
  });

  it('leaves calls of other areas and public reads open', async () => {
    setClock('2024-01-22T20:00:00+09:00');
    for (const url of ['/api/site/banner?bannerType=MAIN', '/api/product/plan', '/api/common/company']) {
      expect((await get(app(), url)).body.code, url).toBe(1);
    }
    // The window staff added above closes only the USIM order, from 01:00 on the 23rd: login is open then.
    setClock('2024-01-23T01:30:00+09:00');
    const { response } = await post(app(), '/api/user/login', {
      loginType: 'ID',
      loginId: gildong.loginId,
      password: gildong.password,
    });
    expect(response.statusCode).toBe(200);
  });
});
