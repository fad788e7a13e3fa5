import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { endSession, startSession } from '../../../shared/session/session.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { loginUserOf } from '../../../test/login-user.ts';
import { serverDown, stubCalls as stubEveryCall, type CallStubs } from '../../../test/stub-calls.ts';
import {
  BANK_ACCOUNT,
  CARD_ACCOUNT,
  billListOf,
  billOf,
  oneAccount,
  serviceAccounts,
  soFarOf,
} from '../test-fixtures.ts';
import BillPage from './bill-page.tsx';

beforeEach(() => {
  // 27 November 2026 in Seoul: October's bill is the latest, November is still running.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T10:00:00+09:00'));
  startSession('token-1', loginUserOf(), { isSavePhone: false, isAutoLogin: false, phone: '' });
});
afterEach(() => {
  endSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The calls of the screen; the guards' look at the maintenance windows finds none. */
const stubCalls = (stubs: CallStubs) =>
  stubEveryCall({ findMaintenanceWindows: () => ({ list: [], totalCount: 0 }), ...stubs });

const renderBills = (path = '/my-page/bill') => renderAppRoutes(path, { '/my-page/bill': BillPage });

/** 김영희's account: October's bill overdue, everything before it paid. */
function overdueList() {
  const list = billListOf('2026-10');
  const [october, ...rest] = list.list;
  return {
    ...list,
    unpaidAmount: 18_150,
    list: [
      { ...october!, totalAmount: 18_150, paidAmount: 0, unpaidAmount: 18_150, status: 'OVERDUE' as const },
      ...rest,
    ],
  };
}

describe('/my-page/bill', () => {
  it('shows what is owed with the overdue bill, this month so far, and every month linking to its bill', async () => {
    const requests = stubCalls({
      findServiceAccounts: () => oneAccount,
      findBills: () => overdueList(),
      findBillSoFar: () => soFarOf(),
    });
    renderBills();

    const owed = await screen.findByRole('region', { name: '지금 낼 금액' });
    expect(within(owed).getByText('18,150원', { selector: 'p' })).toBeTruthy();
    const overdue = within(owed).getByRole('link', { name: /2026년 10월 청구분/ });
    expect(within(overdue).getByText('미납')).toBeTruthy();
    expect(within(overdue).getByText('18,150원')).toBeTruthy();
    expect(within(overdue).getByText('납부기한 2026년 11월 25일이 지났어요')).toBeTruthy();
    expect(overdue.getAttribute('href')).toBe(`/my-page/bill/fee?period=2026-10&billAcntId=${CARD_ACCOUNT}`);
    expect(within(owed).getByRole('link', { name: '지금 납부하기' }).getAttribute('href')).toBe(
      `/my-page/bill/pay/immediate?billAcntId=${CARD_ACCOUNT}`,
    );
    expect(within(owed).getByRole('link', { name: '납부 내역' }).getAttribute('href')).toBe(
      `/my-page/bill/pay?billAcntId=${CARD_ACCOUNT}`,
    );

    const soFar = screen.getByRole('region', { name: '이번 달 지금까지' });
    expect(await within(soFar).findByText('31,240원')).toBeTruthy();
    expect(within(soFar).getByText(/2026년 11월 27일 00:00까지 쓴 만큼/)).toBeTruthy();
    expect(within(soFar).getByRole('link', { name: '이번 달 요금 자세히 보기' }).getAttribute('href')).toBe(
      '/my-page/usage/fee',
    );

    const table = screen.getByRole('table', { name: '월별 청구서' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const october = within(rows[0]!);
    expect(october.getByRole('rowheader', { name: '2026년 10월' })).toBeTruthy();
    expect(october.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '청구 금액18,150원',
      '미납',
      '납부한 금액0원',
      '납부기한2026년 11월 25일',
    ]);
    const november2025 = within(rows[11]!);
    expect(november2025.getByRole('link', { name: '2025년 11월' }).getAttribute('href')).toBe(
      `/my-page/bill/fee?period=2025-11&billAcntId=${CARD_ACCOUNT}`,
    );
    expect(november2025.getByText('납부 완료')).toBeTruthy();
    // One account: nothing to choose.
    expect(screen.queryByRole('group', { name: '청구 계정' })).toBeNull();
    expect(requests.find((request) => request.call === 'findBills')?.query.get('billAcntId')).toBeNull();
  });

  it('says the latest month against the one before, and labels a bill that is not final yet', async () => {
    const list = billListOf('2026-10');
    list.list[0] = billOf('2026-10', {
      stage: 'DRAFT',
      totalAmount: 52_200,
      status: 'UNPAID',
      paidAmount: 0,
      unpaidAmount: 52_200,
    });
    list.unpaidAmount = 52_200;
    stubCalls({
      findServiceAccounts: () => oneAccount,
      findBills: () => list,
      findBillSoFar: () => soFarOf(),
    });
    renderBills();

    expect(await screen.findByText('지난달보다 3,200원 더 나왔어요')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /^2026년 10월\s*확정 전$/ })).toBeTruthy();
    const owed = screen.getByRole('region', { name: '지금 낼 금액' });
    expect(within(owed).getByText('납부 전')).toBeTruthy();
    expect(within(owed).getByText('납부기한 2026년 11월 25일')).toBeTruthy();
  });

  it('chooses another billing account, named by its line and how it pays, and lists its bills', async () => {
    const user = userEvent.setup();
    const requests = stubCalls({
      findServiceAccounts: () => serviceAccounts,
      findBills: (request) => {
        const asked = request.query.get('billAcntId');
        if (asked === BANK_ACCOUNT) {
          const list = billListOf('2026-10', BANK_ACCOUNT);
          list.list[0] = billOf('2026-10', { billAcntId: BANK_ACCOUNT, totalAmount: 91_570 });
          return list;
        }
        return billListOf('2026-10');
      },
      findBillSoFar: (request) =>
        soFarOf(
          request.query.get('billAcntId') ?? CARD_ACCOUNT,
          request.query.get('billAcntId') === BANK_ACCOUNT ? 88_000 : 31_240,
        ),
    });
    const router = renderBills();

    const chooser = await screen.findByRole('group', { name: '청구 계정' });
    const card = within(chooser).getByRole('radio', {
      name: /010-\*\*\*\*-1234.*카드 자동납부 · 신한카드 4518-\*\*\*\*-\*\*\*\*-2580/,
    });
    const bank = within(chooser).getByRole('radio', {
      name: /010-\*\*\*\*-8520.*계좌 자동이체 · 국민은행 123456-\*\*-\*\*\*\*85/,
    });
    await vi.waitFor(() => expect((card as HTMLInputElement).checked).toBe(true));
    expect(await screen.findByText('2026년 10월 50,000원')).toBeTruthy();

    await user.click(bank);
    expect(router.state.location.search).toBe(`?billAcntId=${BANK_ACCOUNT}`);
    expect(await screen.findByText('2026년 10월 91,570원')).toBeTruthy();
    expect(await screen.findByText('88,000원')).toBeTruthy();
    expect((bank as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(bank);
    expect(screen.getByRole('link', { name: '2026년 10월' }).getAttribute('href')).toBe(
      `/my-page/bill/fee?period=2026-10&billAcntId=${BANK_ACCOUNT}`,
    );
    expect(
      requests
        .filter((request) => request.call === 'findBillSoFar')
        .map((request) => request.query.get('billAcntId')),
    ).toEqual([CARD_ACCOUNT, BANK_ACCOUNT]);
  });

  it('says so when the account has no bill yet', async () => {
    stubCalls({
      findServiceAccounts: () => oneAccount,
      findBills: () => ({ billAcntId: CARD_ACCOUNT, unpaidAmount: 0, list: [] }),
      findBillSoFar: () => soFarOf(),
    });
    renderBills();
    expect(await screen.findByRole('heading', { name: '아직 청구서가 없어요' })).toBeTruthy();
    expect(screen.getByText('낼 요금이 없어요. 모두 납부했어요.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the bills could not be loaded, once, and 다시 시도 loads them', async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubCalls({
      findServiceAccounts: () => oneAccount,
      findBills: () => (isDown ? serverDown() : billListOf('2026-10')),
      findBillSoFar: () => soFarOf(),
    });
    renderBills();
    expect(await screen.findAllByRole('heading', { name: '청구 내역을 불러오지 못했어요' })).toHaveLength(1);
    isDown = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('table', { name: '월별 청구서' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '지금 낼 금액' })).toBeTruthy();
  });
});

describe('/en/my-page/bill', () => {
  it('words the page in English; only the data stays Korean', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'bills' });
    stubCalls({
      findServiceAccounts: () => serviceAccounts,
      findBills: () => overdueList(),
      findBillSoFar: () => soFarOf(),
    });
    renderBills();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your bills' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'To pay now' })).toBeTruthy();
    expect(screen.getByText('Was due on 25 Nov 2026')).toBeTruthy();
    expect(await screen.findByText('₩31,240')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Bills by month' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'October 2026' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Overdue').length).toBeGreaterThan(0);
    expect(hangulIn(document.body.textContent).sort()).toEqual(['국민은행', '신한카드']);
  });
});
