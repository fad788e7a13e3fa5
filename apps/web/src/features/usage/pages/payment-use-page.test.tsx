import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MicroPaymentUse, PaymentLimit } from '@mvno/contract';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { loggedInAt } from '../../../test/login-user.ts';
import { serverDown, stubCalls, type CallStubs, type StubbedRequest } from '../../../test/stub-calls.ts';
import PaymentUsePage from './payment-use-page.tsx';

/** 300,000 a month, 12,000 + 15,300 = 27,300 spent in November: 272,700 left. */
const limit: PaymentLimit = {
  monthlyLimit: 300_000,
  usedAmount: 27_300,
  remainingAmount: 272_700,
  maxLimit: 1_000_000,
  history: [{ monthlyLimit: 300_000, changedAt: '2026-03-02T10:00:00.000+09:00' }],
};

const november: MicroPaymentUse = {
  period: '2026-11',
  totalAmount: 27_300,
  list: [
    {
      microPaymentNo: 2,
      merchantName: '구글 플레이',
      amount: 12_000,
      paidAt: '2026-11-20T21:05:00.000+09:00',
    },
    { microPaymentNo: 1, merchantName: '넷마블', amount: 15_300, paidAt: '2026-11-03T09:30:00.000+09:00' },
  ],
};

const paymentsOf = (request: StubbedRequest): MicroPaymentUse => {
  const period = request.query.get('period') ?? '2026-11';
  return period === '2026-11' ? november : { period, totalAmount: 0, list: [] };
};

const stubs = (overrides: CallStubs = {}): CallStubs => ({
  findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
  findPaymentLimit: () => limit,
  findMicroPayments: paymentsOf,
  ...overrides,
});

loggedInAt('2026-11-25T14:30:00+09:00');

const renderPayments = (path = '/my-page/payment/use') =>
  renderAppRoutes(path, { '/my-page/payment/use': PaymentUsePage });

describe('/my-page/payment/use', () => {
  it('shows this month’s payments with their total, and what is left of the limit as a gauge', async () => {
    stubCalls(stubs());
    renderPayments();
    expect(await screen.findByRole('heading', { level: 1, name: '소액결제 이용 내역' })).toBeTruthy();
    const gauge = await screen.findByRole('meter', { name: '남은 한도' });
    expect(gauge.getAttribute('aria-valuetext')).toBe('300,000원 중 272,700원 남음');
    expect(screen.getByText('27,300원 사용')).toBeTruthy();
    expect(screen.getByText('총 300,000원')).toBeTruthy();

    const payments = await screen.findByRole('list', { name: '2026년 11월 소액결제' });
    expect(
      within(payments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['구글 플레이11월 20일 (금) 21:0512,000원', '넷마블11월 3일 (화) 09:3015,300원']);
    expect(screen.getByText('2026년 11월 합계 · 2건')).toBeTruthy();
    expect(screen.getByText('27,300원')).toBeTruthy();
    expect(screen.getByRole('link', { name: '한도 변경 내역 보기' }).getAttribute('href')).toBe(
      '/my-page/payment/use/history',
    );
  });

  it('goes back month by month, never past this month, and says when a month had none', async () => {
    const user = userEvent.setup();
    const requests = stubCalls(stubs());
    const router = renderPayments();
    await screen.findByRole('list', { name: '2026년 11월 소액결제' });
    const next = screen.getByRole('button', { name: '다음 달, 2026년 12월' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: '이전 달, 2026년 10월' }));
    expect(await screen.findByText('2026년 10월에는 소액결제를 쓰지 않았어요.')).toBeTruthy();
    expect(router.state.location.search).toBe('?period=2026-10');
    expect(requests.some((request) => request.query.get('period') === '2026-10')).toBe(true);
    expect(screen.getByRole('button', { name: '다음 달, 2026년 11월' }).getAttribute('aria-disabled')).toBe(
      'false',
    );
  });

  it('goes back 12 months at most', async () => {
    stubCalls(stubs());
    renderPayments('/my-page/payment/use?period=2025-12');
    expect(await screen.findByText('2025년 12월에는 소액결제를 쓰지 않았어요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '이전 달, 2025년 11월' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('shows this month for a month out of reach in the address', async () => {
    const requests = stubCalls(stubs());
    renderPayments('/my-page/payment/use?period=2025-11');
    expect(await screen.findByRole('list', { name: '2026년 11월 소액결제' })).toBeTruthy();
    expect(requests.some((request) => request.query.get('period') === '2025-11')).toBe(false);
  });

  it('says micro-payments are blocked instead of a gauge when the limit is nothing', async () => {
    stubCalls(
      stubs({ findPaymentLimit: () => ({ ...limit, monthlyLimit: 0, usedAmount: 0, remainingAmount: 0 }) }),
    );
    renderPayments();
    expect(await screen.findByText('지금은 이 회선으로 소액결제를 할 수 없도록 막혀 있어요.')).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('says what could not be loaded and loads it again on 다시 시도', async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubCalls(() => stubs({ findMicroPayments: (request) => (isDown ? serverDown() : paymentsOf(request)) }));
    renderPayments();
    expect(
      await screen.findByRole('heading', { name: '2026년 11월 이용 내역을 불러오지 못했어요' }),
    ).toBeTruthy();
    // The limit came, and stays readable.
    expect(await screen.findByRole('meter', { name: '남은 한도' })).toBeTruthy();
    isDown = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('list', { name: '2026년 11월 소액결제' })).toBeTruthy();
  });
});

describe('/en/my-page/payment/use', () => {
  it('words the payments in English; only the merchants’ names are data', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'usage' });
    stubCalls(stubs());
    renderPayments();
    const gauge = await screen.findByRole('meter', { name: 'Left to spend' });
    expect(gauge.getAttribute('aria-valuetext')).toBe('₩272,700 left of ₩300,000');
    const payments = await screen.findByRole('list', { name: 'Phone payments in November 2026' });
    expect(within(payments).getAllByRole('listitem')[0]?.textContent).toBe(
      '구글 플레이Fri 20 Nov 21:05₩12,000',
    );
    expect(screen.getByText('November 2026 total · 2 payments')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous month, October 2026' })).toBeTruthy();
    // A merchant's Korean name is read in a Korean voice.
    expect(screen.getByText('구글 플레이').getAttribute('lang')).toBe('ko');
    const merchants = november.list.map((payment) => payment.merchantName).join(' ');
    expect(hangulIn(document.body.textContent).filter((word) => !merchants.includes(word))).toEqual([]);
  });
});
