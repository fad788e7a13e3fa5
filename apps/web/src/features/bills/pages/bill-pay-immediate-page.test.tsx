import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BillPaymentOrder, BillPaymentReceipt } from '@mvno/contract';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { reportPayment, stubWindow } from '../../../test/popup-window.ts';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { loggedInAt } from '../../../test/login-user.ts';
import { refusal, stubCalls as stubEveryCall, type CallStubs } from '../../../test/stub-calls.ts';
import { modalStack } from '../../../shared/modal/modal-store.ts';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { billListOf, CARD_ACCOUNT } from '../test-fixtures.ts';
import BillPayImmediatePage from './bill-pay-immediate-page.tsx';
import BillPaySuccessPage from './bill-pay-success-page.tsx';

loggedInAt('2026-11-27T10:00:00+09:00');

const stubCalls = (stubs: CallStubs) =>
  stubEveryCall({ findMaintenanceWindows: () => ({ list: [], totalCount: 0 }), ...stubs });

/** October's bill partly owed (30,000 of 50,050) and September's overdue: 47,850 won in all. */
function owingList() {
  const list = billListOf('2026-10');
  const [october, september, ...rest] = list.list;
  return {
    ...list,
    unpaidAmount: 47_850,
    list: [
      { ...october!, paidAmount: 20_050, unpaidAmount: 30_000, status: 'PARTLY_PAID' as const },
      { ...september!, totalAmount: 17_850, paidAmount: 0, unpaidAmount: 17_850, status: 'OVERDUE' as const },
      ...rest,
    ],
  };
}

const ORDER_ID = 'PAY-AbCdEfGhIjKlMnOpQrSt';
/** The gateway's checkout for the order, as the order answers it. */
const CHECKOUT = `https://checkout.pg.example/pay?orderId=${ORDER_ID}`;

function orderOf(amount: number, payMethod: 'CN' | 'MC' | 'RA' = 'CN'): BillPaymentOrder {
  return {
    orderId: ORDER_ID,
    billAcntId: CARD_ACCOUNT,
    amount,
    orderName: '2026년 9월 외 1건 통신요금',
    payMethod,
    checkoutAddress: CHECKOUT,
    unpaidAmount: 47_850,
  };
}

const receipt: BillPaymentReceipt = {
  orderId: ORDER_ID,
  billAcntId: CARD_ACCOUNT,
  status: 'PAID',
  amount: 47_850,
  payMethod: 'CN',
  issuer: '신한카드',
  maskedNumber: '4518-****-****-2580',
  paidAt: '2026-11-27T10:01:30+09:00',
  bills: [
    { period: '2026-09', paidAmount: 17_850, unpaidAmount: 0 },
    { period: '2026-10', paidAmount: 30_000, unpaidAmount: 0 },
  ],
  unpaidAmount: 0,
};

const renderPayNow = () =>
  renderAppRoutes(`/my-page/bill/pay/immediate?billAcntId=${CARD_ACCOUNT}`, {
    '/my-page/bill/pay/immediate': BillPayImmediatePage,
    '/my-page/bill/pay/immediate/success': BillPaySuccessPage,
  });

describe('/my-page/bill/pay/immediate', () => {
  it('pays all that is owed by card: orders, opens the checkout, confirms what it returns and shows the receipt', async () => {
    const { open } = stubWindow();
    const requests = stubCalls({
      findBills: () => owingList(),
      requestBillPayment: () => orderOf(47_850),
      confirmBillPayment: () => receipt,
    });
    renderPayNow();

    const owed = await screen.findByRole('region', { name: '지금 낼 금액' });
    expect(within(owed).getByText('47,850원', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '전액 47,850원' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '신용·체크카드' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: '47,850원 결제하기' }));

    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(open.mock.calls[0]?.[0]).toBe('');
    expect(open.mock.calls[1]?.[0]).toBe(CHECKOUT);
    const ordered = requests.find((request) => request.call === 'requestBillPayment');
    expect(JSON.parse(ordered?.body ?? '')).toEqual({
      billAcntId: CARD_ACCOUNT,
      amount: 47_850,
      payMethod: 'CN',
    });
    expect(ordered?.headers['idempotency-key']).toMatch(/.{16,}/);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      '결제창에서 결제를 진행해 주세요. 결제창을 닫으면 여기서 다시 결제할 수 있어요.',
    );

    await reportPayment({ paymentKey: 'sbx_key_1', orderId: ORDER_ID, amount: '47850' });
    expect(await screen.findByRole('heading', { level: 1, name: '요금을 냈어요' })).toBeTruthy();
    const confirmed = requests.find((request) => request.call === 'confirmBillPayment');
    expect(JSON.parse(confirmed?.body ?? '')).toEqual({
      orderId: ORDER_ID,
      paymentKey: 'sbx_key_1',
      amount: 47_850,
    });
    expect(confirmed?.headers['idempotency-key']).toBeTruthy();
    expect(confirmed?.headers['idempotency-key']).not.toBe(ordered?.headers['idempotency-key']);
    expect(screen.getByText('이제 낼 요금이 없어요.')).toBeTruthy();
    expect(screen.getByText('4518-****-****-2580', { exact: false })).toBeTruthy();
    const paid = within(screen.getByRole('region', { name: '납부한 청구서' })).getAllByRole('listitem');
    expect(paid.map((item) => item.textContent)).toEqual([
      '2026년 9월 청구분17,850원모두 납부',
      '2026년 10월 청구분30,000원모두 납부',
    ]);
  });

  it('pays a part, checked before anything is ordered, and warns that a phone payment is refunded to a bank later', async () => {
    stubWindow();
    const requests = stubCalls({
      findBills: () => owingList(),
      requestBillPayment: () => orderOf(20_000, 'MC'),
    });
    renderPayNow();

    await userEvent.click(await screen.findByRole('radio', { name: '일부만 낼게요' }));
    const amount = screen.getByRole('textbox', { name: '낼 금액 (원)' });
    await userEvent.type(amount, '50000');
    await userEvent.click(screen.getByRole('button', { name: '50,000원 결제하기' }));
    expect(await screen.findByText('지금 낼 요금(47,850원)보다 많이 낼 수는 없어요.')).toBeTruthy();
    expect(requests.some((request) => request.call === 'requestBillPayment')).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '999');
    expect(await screen.findByText('나눠 낼 때는 한 번에 1,000원 이상 내 주세요.')).toBeTruthy();

    await userEvent.clear(amount);
    await userEvent.type(amount, '20,000');
    await userEvent.click(screen.getByRole('radio', { name: '휴대폰 결제' }));
    expect(screen.getByRole('note').textContent).toContain(
      '결제한 달 안에만, 그리고 전액만 취소할 수 있어요',
    );
    await userEvent.click(screen.getByRole('button', { name: '20,000원 결제하기' }));
    await waitFor(() => expect(requests.some((request) => request.call === 'requestBillPayment')).toBe(true));
    const ordered = requests.find((request) => request.call === 'requestBillPayment');
    expect(JSON.parse(ordered?.body ?? '')).toEqual({
      billAcntId: CARD_ACCOUNT,
      amount: 20_000,
      payMethod: 'MC',
    });
  });

  it('says why when the card is declined, and lets the payer try again', async () => {
    const { popup } = stubWindow();
    const requests = stubCalls({ findBills: () => owingList(), requestBillPayment: () => orderOf(47_850) });
    renderPayNow();
    await userEvent.click(await screen.findByRole('button', { name: '47,850원 결제하기' }));
    await screen.findByRole('status');

    await reportPayment({ code: 'DECLINED', orderId: ORDER_ID, message: '한도 초과' });
    expect(popup.close).toHaveBeenCalled();
    expect(await screen.findByText(/카드사나 은행에서 결제를 승인하지 않았어요/)).toBeTruthy();
    expect(requests.some((request) => request.call === 'confirmBillPayment')).toBe(false);
    expect(screen.getByRole('button', { name: '47,850원 결제하기' })).toHaveProperty('disabled', false);
  });

  it('goes back to the form when the payer closes the payment window, and ignores a report of another order', async () => {
    const { popup } = stubWindow();
    const requests = stubCalls({ findBills: () => owingList(), requestBillPayment: () => orderOf(47_850) });
    renderPayNow();
    await userEvent.click(await screen.findByRole('button', { name: '47,850원 결제하기' }));
    await screen.findByRole('status');

    await reportPayment({ paymentKey: 'sbx_other', orderId: 'PAY-ZzZzZzZzZzZzZzZzZzZz', amount: '47850' });
    expect(requests.some((request) => request.call === 'confirmBillPayment')).toBe(false);

    popup.closed = true;
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 2000 });
    expect(screen.getByRole('button', { name: '47,850원 결제하기' })).toHaveProperty('disabled', false);
  });

  it('says so when the browser blocks the payment window, and orders nothing', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const requests = stubCalls({ findBills: () => owingList() });
    renderPayNow();
    await userEvent.click(await screen.findByRole('button', { name: '47,850원 결제하기' }));
    expect(await screen.findByText(/결제창을 열지 못했어요/)).toBeTruthy();
    expect(requests.some((request) => request.call === 'requestBillPayment')).toBe(false);
  });

  it('closes the window it opened when the order is refused, with the server’s words', async () => {
    const { popup } = stubWindow();
    stubCalls({
      findBills: () => owingList(),
      requestBillPayment: () => refusal(4001, '지금 낼 요금이 없어요.'),
    });
    renderPayNow();
    await userEvent.click(await screen.findByRole('button', { name: '47,850원 결제하기' }));
    expect(await screen.findByText('지금 낼 요금이 없어요.')).toBeTruthy();
    expect(popup.close).toHaveBeenCalled();
    expect(modalStack.get().length).toBeGreaterThan(0);
  });

  it('has nothing to pay when nothing is owed', async () => {
    const list = billListOf('2026-10');
    stubCalls({ findBills: () => list });
    renderPayNow();
    expect(await screen.findByRole('heading', { name: '지금 낼 요금이 없어요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '요금 조회로 가기' }).getAttribute('href')).toBe(
      `/my-page/bill?billAcntId=${CARD_ACCOUNT}`,
    );
  });

  it('is in English on an English page', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'bills' });
    stubWindow();
    stubCalls({ findBills: () => owingList() });
    renderPayNow();
    expect(await screen.findByRole('button', { name: 'Pay ₩47,850' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Pay part of it' }));
    expect(hangulIn(document.body.textContent)).toEqual([]);
  });
});
