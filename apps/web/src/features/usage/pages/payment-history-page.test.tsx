import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaymentAgreement, PaymentLimit } from '@mvno/contract';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { loggedInAt } from '../../../test/login-user.ts';
import { serverDown, stubCalls, type CallStubs } from '../../../test/stub-calls.ts';
import PaymentHistoryPage from './payment-history-page.tsx';

const limit: PaymentLimit = {
  monthlyLimit: 200_000,
  usedAmount: 0,
  remainingAmount: 200_000,
  maxLimit: 1_000_000,
  // Not in order: the screen puts the latest first.
  history: [
    { monthlyLimit: 0, changedAt: '2026-06-01T09:00:00.000+09:00' },
    { monthlyLimit: 200_000, changedAt: '2026-10-05T14:20:00.000+09:00' },
    { monthlyLimit: 100_000, changedAt: '2026-03-02T10:00:00.000+09:00' },
    { monthlyLimit: 300_000, changedAt: '2026-09-10T11:00:00.000+09:00' },
    { monthlyLimit: 150_000, changedAt: '2026-04-15T18:45:00.000+09:00' },
  ],
};

const agreement: PaymentAgreement = { isAllowed: true, changedAt: '2026-10-05T14:20:00.000+09:00' };

const stubs = (overrides: CallStubs = {}): CallStubs => ({
  findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
  findPaymentLimit: () => limit,
  findPaymentAgreement: () => agreement,
  ...overrides,
});

loggedInAt('2026-11-25T14:30:00+09:00');

const renderHistory = () =>
  renderAppRoutes('/my-page/payment/use/history', { '/my-page/payment/use/history': PaymentHistoryPage });

describe('/my-page/payment/use/history', () => {
  it('lists every change of the limit, latest first, saying what each did', async () => {
    stubCalls(stubs());
    renderHistory();
    expect(await screen.findByRole('heading', { level: 1, name: '소액결제 한도 변경 내역' })).toBeTruthy();
    const changes = await screen.findByRole('list', { name: '한도 변경 내역, 최근 것부터' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '한도 내림2026년 10월 5일 14:20200,000원',
      '소액결제 다시 허용2026년 9월 10일 11:00300,000원',
      '소액결제 막음2026년 6월 1일 09:000원',
      '한도 올림2026년 4월 15일 18:45150,000원',
      '처음 정한 한도2026년 3월 2일 10:00100,000원',
    ]);
    expect(screen.getByText('소액결제를 쓸 수 있어요')).toBeTruthy();
    const facts = screen.getByRole('heading', { name: '지금 상태' }).closest('section');
    expect(facts?.textContent).toContain('월 한도200,000원');
    expect(facts?.textContent).toContain('마지막으로 바꾼 날2026년 10월 5일');
  });

  it('says when micro-payments are blocked now', async () => {
    stubCalls(
      stubs({
        findPaymentAgreement: () => ({ isAllowed: false, changedAt: '2026-06-01T09:00:00.000+09:00' }),
        findPaymentLimit: () => ({ ...limit, monthlyLimit: 0, remainingAmount: 0 }),
      }),
    );
    renderHistory();
    expect(await screen.findByText('소액결제가 막혀 있어요')).toBeTruthy();
    expect(screen.queryByText('월 한도')).toBeNull();
  });

  it('says so when the limit was never changed', async () => {
    stubCalls(
      stubs({
        findPaymentAgreement: () => ({ isAllowed: false, changedAt: null }),
        findPaymentLimit: () => ({ ...limit, monthlyLimit: 0, remainingAmount: 0, history: [] }),
      }),
    );
    renderHistory();
    expect(await screen.findByText('아직 한도를 바꾼 내역이 없어요.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: /한도 변경 내역/ })).toBeNull();
  });

  it('says what could not be loaded and loads it again on 다시 시도', async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubCalls(() => stubs({ findPaymentLimit: () => (isDown ? serverDown() : limit) }));
    renderHistory();
    expect(await screen.findByRole('heading', { name: '한도 변경 내역을 불러오지 못했어요' })).toBeTruthy();
    isDown = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('list', { name: '한도 변경 내역, 최근 것부터' })).toBeTruthy();
  });
});

describe('/en/my-page/payment/use/history', () => {
  it('words the changes in English', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'usage' });
    stubCalls(stubs());
    renderHistory();
    const changes = await screen.findByRole('list', { name: 'Limit changes, latest first' });
    expect(within(changes).getAllByRole('listitem')[0]?.textContent).toBe(
      'Limit lowered5 Oct 2026 14:20₩200,000',
    );
    expect(screen.getByText('Phone payments are allowed')).toBeTruthy();
    expect(hangulIn(document.body.textContent)).toEqual([]);
  });
});
