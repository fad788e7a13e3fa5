import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { loggedInAt } from '../../../test/login-user.ts';
import { stubCalls as stubEveryCall, type CallStubs } from '../../../test/stub-calls.ts';
import {
  BANK_ACCOUNT,
  billListOf,
  CARD_ACCOUNT,
  oneAccount,
  paymentsOf,
  serviceAccounts,
} from '../test-fixtures.ts';
import BillPayPage from './bill-pay-page.tsx';
import BillPaySuccessPage from './bill-pay-success-page.tsx';

loggedInAt('2026-11-27T10:00:00+09:00');

const stubCalls = (stubs: CallStubs) =>
  stubEveryCall({ findMaintenanceWindows: () => ({ list: [], totalCount: 0 }), ...stubs });

describe('/my-page/bill/pay', () => {
  it('shows what is owed with the way to pay it now, how the account pays, and its payments newest first', async () => {
    const list = billListOf('2026-10');
    const [october, ...rest] = list.list;
    const owing = {
      ...list,
      unpaidAmount: 18_150,
      list: [{ ...october!, paidAmount: 0, unpaidAmount: 18_150, status: 'UNPAID' as const }, ...rest],
    };
    stubCalls({
      findServiceAccounts: () => oneAccount,
      findBills: () => owing,
      findBillPayments: () => paymentsOf(owing),
    });
    renderAppRoutes('/my-page/bill/pay', { '/my-page/bill/pay': BillPayPage });

    const owed = await screen.findByRole('region', { name: '지금 낼 금액' });
    expect(within(owed).getByText('18,150원', { selector: 'p' })).toBeTruthy();
    expect(within(owed).getByRole('link', { name: '지금 납부하기' }).getAttribute('href')).toBe(
      `/my-page/bill/pay/immediate?billAcntId=${CARD_ACCOUNT}`,
    );
    const auto = screen.getByRole('region', { name: '자동 납부' });
    expect(await within(auto).findByText(/카드 자동납부/)).toBeTruthy();
    expect(within(auto).getByText('이메일')).toBeTruthy();
    const payments = within(await screen.findByRole('region', { name: '납부 내역' })).findAllByRole(
      'listitem',
    );
    const items = await payments;
    expect(items).toHaveLength(11);
    expect(items[0]?.textContent).toBe('2026년 9월 청구분자동 납부49,000원2026년 10월 25일 · 카드 자동납부');
  });

  it('lets a subscriber with two accounts choose which to pay', async () => {
    stubCalls({
      findServiceAccounts: () => serviceAccounts,
      findBills: (request) => billListOf('2026-10', request.query.get('billAcntId') ?? CARD_ACCOUNT),
      findBillPayments: (request) =>
        paymentsOf(billListOf('2026-10', request.query.get('billAcntId') ?? CARD_ACCOUNT)),
    });
    renderAppRoutes(`/my-page/bill/pay?billAcntId=${BANK_ACCOUNT}`, { '/my-page/bill/pay': BillPayPage });
    const chooser = await screen.findByRole('group', { name: '청구 계정' });
    const chosen = within(chooser)
      .getAllByRole('radio')
      .find((radio) => (radio as HTMLInputElement).checked);
    expect(chosen?.closest('label')?.textContent).toContain(BANK_ACCOUNT);
    expect(await screen.findByText('낼 요금이 없어요. 모두 납부했어요.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '지금 납부하기' })).toBeNull();
  });
});

describe('/my-page/bill/pay/immediate/success', () => {
  it('opened without a payment, says where payments are found', async () => {
    stubCalls({});
    renderAppRoutes('/my-page/bill/pay/immediate/success', {
      '/my-page/bill/pay/immediate/success': BillPaySuccessPage,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '보여 드릴 결제 결과가 없어요' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '요금 납부로 가기' }).getAttribute('href')).toBe(
      '/my-page/bill/pay',
    );
  });
});
