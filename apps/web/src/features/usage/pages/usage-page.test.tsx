import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Usage, UsageHistory } from '@mvno/contract';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { loggedInAt } from '../../../test/login-user.ts';
import { serverDown, stubCalls, type CallStubs } from '../../../test/stub-calls.ts';
import UsagePage from './usage-page.tsx';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** 15GB, of which 8.8GB used: 6.2GB left. 300 minutes, 2:00:30 used: 179 left. 100 texts, 12 sent. */
const usage: Usage = {
  serviceNumber: '010-****-1234',
  planNo: 3,
  planName: 'LTE 15GB+3Mbps',
  period: '2026-11',
  countedUntil: '2026-11-25T12:00:00.000+09:00',
  data: { allowance: 15 * GB, used: 9_448_928_051, remaining: 15 * GB - 9_448_928_051 },
  voice: { allowance: 18_000, used: 7_230, remaining: 10_770 },
  sms: { allowance: 100, used: 12, remaining: 88 },
  dayData: null,
  basicQos: '3Mbps',
  isQosActive: false,
};

const history: UsageHistory = {
  period: '2026-11',
  list: [
    { usageDay: '2026-11-23', dataBytes: 512 * MB, voiceSeconds: 30, smsCount: 0 },
    { usageDay: '2026-11-24', dataBytes: 512 * MB, voiceSeconds: 60, smsCount: 2 },
    { usageDay: '2026-11-25', dataBytes: GB, voiceSeconds: 90, smsCount: 1 },
  ],
  months: [
    { period: '2026-09', dataBytes: 12 * GB, voiceSeconds: 6_000, smsCount: 40 },
    { period: '2026-10', dataBytes: 14 * GB, voiceSeconds: 7_000, smsCount: 30 },
    { period: '2026-11', dataBytes: 2 * GB, voiceSeconds: 180, smsCount: 3 },
  ],
};

const stubs = (overrides: CallStubs = {}): CallStubs => ({
  findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
  findUsage: () => usage,
  findUsageHistory: () => history,
  ...overrides,
});

// 25 November 2026, 14:30 in Seoul: usage is counted up to noon today.
loggedInAt('2026-11-25T14:30:00+09:00');

const renderUsage = () => renderAppRoutes('/my-page/usage', { '/my-page/usage': UsagePage });

describe('/my-page/usage', () => {
  it('shows the line in use and what is left of this month as gauges, counted up to noon today', async () => {
    const requests = stubCalls(stubs());
    renderUsage();
    expect(await screen.findByRole('heading', { level: 1, name: '이번 달 사용량' })).toBeTruthy();
    const data = await screen.findByRole('meter', { name: '데이터' });
    expect(data.getAttribute('aria-valuetext')).toBe('15GB 중 6.2GB 남음');
    expect(screen.getByText('8.8GB 사용')).toBeTruthy();
    expect(screen.getByText('총 15GB')).toBeTruthy();
    // 18,000 seconds are 300 minutes; 10,770 left are 179 whole minutes, so 121 were used.
    expect(screen.getByRole('meter', { name: '음성' }).getAttribute('aria-valuetext')).toBe(
      '300분 중 179분 남음',
    );
    expect(screen.getByText('121분 사용')).toBeTruthy();
    expect(screen.getByRole('meter', { name: '문자' }).getAttribute('aria-valuetext')).toBe(
      '100건 중 88건 남음',
    );
    expect(screen.getByText('오늘 오후 12시까지 사용량이에요.')).toBeTruthy();
    expect(screen.getByText('010-****-1234')).toBeTruthy();
    expect(screen.getByText('LTE 15GB+3Mbps')).toBeTruthy();
    expect(screen.getByText('다 쓰면 3Mbps 속도로 계속 쓸 수 있어요.')).toBeTruthy();
    expect(screen.queryByText(/기본 데이터를 다 써서/)).toBeNull();
    expect(screen.getByRole('link', { name: '이번 달 요금 보기' }).getAttribute('href')).toBe(
      '/my-page/usage/fee',
    );
    expect(screen.getByRole('link', { name: '청구서와 납부' }).getAttribute('href')).toBe('/my-page/bill');
    expect(requests.map((request) => request.call)).toEqual(
      expect.arrayContaining(['findUsage', 'findUsageHistory']),
    );
  });

  it('says 무제한 without a bar for an unlimited allowance', async () => {
    stubCalls(
      stubs({
        findUsage: () => ({
          ...usage,
          voice: { allowance: -1, used: 7_230, remaining: -1 },
          sms: { allowance: -1, used: 12, remaining: -1 },
        }),
      }),
    );
    renderUsage();
    await screen.findByRole('meter', { name: '데이터' });
    expect(screen.queryByRole('meter', { name: '음성' })).toBeNull();
    expect(screen.queryByRole('meter', { name: '문자' })).toBeNull();
    expect(screen.getAllByText('무제한')).toHaveLength(2);
    expect(screen.getByText('121분 사용')).toBeTruthy();
    expect(screen.getByText('12건 사용')).toBeTruthy();
  });

  it('says plainly that the data is used up and the line goes on at the slower speed', async () => {
    stubCalls(
      stubs({
        findUsage: () => ({
          ...usage,
          data: { allowance: 15 * GB, used: 16 * GB, remaining: 0 },
          isQosActive: true,
        }),
      }),
    );
    renderUsage();
    expect(
      await screen.findByText('기본 데이터를 다 써서 지금은 3Mbps 속도로 계속 쓸 수 있어요.'),
    ).toBeTruthy();
    expect(
      screen.getByText('추가 요금은 나오지 않고, 다음 달 1일에 기본 데이터가 다시 채워져요.'),
    ).toBeTruthy();
    // The data's own note about the slower speed is said once, above it.
    expect(screen.queryByText('다 쓰면 3Mbps 속도로 계속 쓸 수 있어요.')).toBeNull();
    expect(screen.getByRole('meter', { name: '데이터' }).getAttribute('aria-valuetext')).toBe(
      '15GB 중 0B 남음',
    );
  });

  it('shows the daily allowance of a plan that has one', async () => {
    stubCalls(
      stubs({
        findUsage: () => ({ ...usage, dayData: { allowance: 2 * GB, used: 512 * MB, remaining: 1536 * MB } }),
      }),
    );
    renderUsage();
    const today = await screen.findByRole('meter', { name: '오늘 데이터' });
    expect(today.getAttribute('aria-valuetext')).toBe('2GB 중 1.5GB 남음');
    expect(screen.getByText('하루 2GB씩 쓸 수 있고, 밤 12시에 다시 채워져요.')).toBeTruthy();
  });

  it('lists this month day by day, latest first, with the month’s sums, and the last months as a table', async () => {
    stubCalls(stubs());
    renderUsage();
    const days = await screen.findByRole('table', { name: '2026년 11월 날짜별 사용량, 최근 날짜부터' });
    const rows = within(days).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '날짜데이터음성문자',
      '25일 (수)1GB1분 30초1건',
      '24일 (화)512MB1분2건',
      '23일 (월)512MB30초0건',
      // 1GB + 512MB + 512MB, 90 + 60 + 30 seconds, 1 + 2 + 0 texts.
      '이번 달 합계2GB3분3건',
    ]);
    expect(within(days).getByRole('columnheader', { name: '데이터' })).toBeTruthy();
    expect(within(days).getByRole('rowheader', { name: '25일 (수)' })).toBeTruthy();

    const months = screen.getByRole('table', { name: '최근 12개월 데이터 사용량, 최근 달부터' });
    expect(
      within(months)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['월데이터 사용량', '2026년 11월집계 중2GB', '2026년 10월14GB', '2026년 9월12GB']);
    // September and October, the months that are over: (12GB + 14GB) / 2.
    expect(screen.getByText('지난 2개월 동안 한 달에 평균 13GB를 썼어요.')).toBeTruthy();
  });

  it('shows a week of days first and the whole month on request', async () => {
    const user = userEvent.setup();
    const list = Array.from({ length: 10 }, (_, index) => ({
      usageDay: `2026-11-${String(index + 1).padStart(2, '0')}`,
      dataBytes: (index + 1) * 100 * MB,
      voiceSeconds: 0,
      smsCount: 0,
    }));
    stubCalls(stubs({ findUsageHistory: () => ({ ...history, list }) }));
    renderUsage();
    const days = await screen.findByRole('table', { name: /날짜별 사용량/ });
    // A header row, seven days and the sums.
    expect(within(days).getAllByRole('row')).toHaveLength(9);
    const more = screen.getByRole('button', { name: '10일 모두 보기' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(within(days).getAllByRole('row')).toHaveLength(12);
    expect(screen.getByRole('button', { name: '최근 7일만 보기' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('says so when nothing has been used yet this month', async () => {
    stubCalls(
      stubs({
        findUsage: () => ({
          ...usage,
          countedUntil: null,
          data: { allowance: 15 * GB, used: 0, remaining: 15 * GB },
        }),
        findUsageHistory: () => ({ period: '2026-11', list: [], months: [] }),
      }),
    );
    renderUsage();
    expect(await screen.findByText('이번 달에는 아직 쓴 내역이 없어요.')).toBeTruthy();
    expect(screen.getByText('아직 지난 달 사용 내역이 없어요.')).toBeTruthy();
    expect(screen.getByText('아직 집계된 사용량이 없어요.')).toBeTruthy();
    expect(screen.getByRole('meter', { name: '데이터' }).getAttribute('aria-valuetext')).toBe(
      '15GB 중 15GB 남음',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says what could not be loaded and loads it again on 다시 시도', async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubCalls(() => stubs({ findUsage: () => (isDown ? serverDown() : usage) }));
    renderUsage();
    expect(await screen.findByRole('heading', { name: '사용량을 불러오지 못했어요' })).toBeTruthy();
    // The history came, and stays readable.
    expect(await screen.findByRole('table', { name: /날짜별 사용량/ })).toBeTruthy();
    isDown = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('meter', { name: '데이터' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '사용량을 불러오지 못했어요' })).toBeNull();
  });

  it('counts up to yesterday when the last hour reported ended at midnight', async () => {
    stubCalls(stubs({ findUsage: () => ({ ...usage, countedUntil: '2026-11-25T00:00:00.000+09:00' }) }));
    renderUsage();
    expect(await screen.findByText('어제까지 사용량이에요.')).toBeTruthy();
  });

  it('names the day when the count is older than yesterday', async () => {
    stubCalls(stubs({ findUsage: () => ({ ...usage, countedUntil: '2026-11-20T15:00:00.000+09:00' }) }));
    renderUsage();
    expect(await screen.findByText('2026년 11월 20일 오후 3시까지 사용량이에요.')).toBeTruthy();
  });
});

describe('/en/my-page/usage', () => {
  it('words the usage in English; only the plan’s name is data', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'usage' });
    stubCalls(
      stubs({
        findUsage: () => ({
          ...usage,
          planName: 'LTE 데이터 15GB',
          voice: { allowance: -1, used: 7_230, remaining: -1 },
          isQosActive: true,
          data: { allowance: 15 * GB, used: 16 * GB, remaining: 0 },
        }),
      }),
    );
    renderUsage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This month’s usage' })).toBeTruthy();
    const data = await screen.findByRole('meter', { name: 'Data' });
    expect(data.getAttribute('aria-valuetext')).toBe('0B left of 15GB');
    expect(screen.getByText('Usage up to 12 pm today.')).toBeTruthy();
    expect(screen.getByText('Unlimited')).toBeTruthy();
    expect(
      await screen.findByRole('table', { name: 'Use by day in November 2026, latest first' }),
    ).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Wed 25' })).toBeTruthy();
    expect(hangulIn(document.body.textContent)).toEqual(['데이터']);
  });
});
