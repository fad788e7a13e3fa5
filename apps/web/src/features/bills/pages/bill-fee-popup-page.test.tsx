import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { endSession, startSession } from '../../../shared/session/session.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { companyEntity } from '../../../test/entities.ts';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { loginUserOf } from '../../../test/login-user.ts';
import { serverDown, stubCalls as stubEveryCall, type CallStubs } from '../../../test/stub-calls.ts';
import { BANK_ACCOUNT, billListOf, customer, paymentsOf, serviceAccounts } from '../test-fixtures.ts';
import BillFeePopupPage from './bill-fee-popup-page.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T10:00:00+09:00'));
  startSession('token-1', loginUserOf(), { isSavePhone: false, isAutoLogin: false, phone: '' });
});
afterEach(() => {
  endSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The bank account's year: October still unpaid, the rest paid on their due days. */
function bankYear() {
  const list = billListOf('2026-10', BANK_ACCOUNT);
  const [october, ...rest] = list.list;
  return {
    ...list,
    unpaidAmount: 50_000,
    list: [{ ...october!, paidAmount: 0, unpaidAmount: 50_000, status: 'OVERDUE' as const }, ...rest],
  };
}

const confirmationCalls = (): CallStubs => ({
  findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
  findBills: () => bankYear(),
  findBillPayments: () => {
    const history = paymentsOf(bankYear());
    // September's bill was paid by card in self-care, not by the account's automatic debit.
    return {
      ...history,
      list: history.list.map((payment) =>
        payment.period === '2026-09' ? { ...payment, channel: 'SELF' } : payment,
      ),
    };
  },
  findCustomer: () => customer,
  findServiceAccounts: () => serviceAccounts,
  findCompany: () => companyEntity,
});

const renderPopup = (search: string) =>
  renderAppRoutes(`/my-page/bill/fee/popup?${search}`, { '/my-page/bill/fee/popup': BillFeePopupPage });

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));
}

describe('/my-page/bill/fee/popup', () => {
  it('is a confirmation of the chosen months: who, which account, how it pays, each month and the sum paid', async () => {
    const requests = stubEveryCall(confirmationCalls());
    renderPopup(`billAcntId=${BANK_ACCOUNT}&from=2026-07&to=2026-10`);

    const sheet = await screen.findByRole('article', { name: '납부확인서' });
    const facts = [...sheet.querySelectorAll('dt')].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );
    expect(facts).toEqual([
      '고객명: 홍*동',
      `청구계정: ${BANK_ACCOUNT}`,
      '이용 회선: 010-****-8520',
      '납부자: 홍*동',
      '등록한 자동납부: 계좌 자동이체 · 국민은행 123456-**-****85',
    ]);
    expect(within(sheet).getByText('2026년 7월 ~ 2026년 10월')).toBeTruthy();
    expect(rowsOf(within(sheet).getByRole('table', { name: '월별 청구·납부 내역' }))).toEqual([
      ['청구월', '청구 금액', '납부 금액', '납부일', '납부 방법'],
      ['2026년 7월', '47,000원', '47,000원', '2026-08-25', '카드 자동납부'],
      ['2026년 8월', '48,000원', '48,000원', '2026-09-25', '카드 자동납부'],
      // Paid by card in self-care: so it says, not the account's bank auto-debit.
      ['2026년 9월', '49,000원', '49,000원', '2026-10-25', '카드 결제'],
      ['2026년 10월', '50,000원', '0원', '납부 전', ''],
      ['합계', '194,000원', '144,000원', '', ''],
    ]);
    expect(within(sheet).getByText('납부한 금액 합계').textContent).toBe('납부한 금액 합계 144,000원');
    expect(within(sheet).getByText('발급일 2026년 11월 27일')).toBeTruthy();
    expect(within(sheet).getByText(companyEntity.companyName)).toBeTruthy();
    expect(within(sheet).getByText(/사업자등록번호/).textContent).toContain('123-45-67890');
    expect(within(sheet).getByText(companyEntity.address)).toBeTruthy();

    expect(screen.getByRole('button', { name: '인쇄하기' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF로 저장' })).toBeTruthy();
    expect(
      requests
        .filter((request) => request.call === 'findBills' || request.call === 'findBillPayments')
        .map((request) => request.path),
    ).toEqual([
      `/self-care/bill?billAcntId=${BANK_ACCOUNT}`,
      `/self-care/bill/account/history?billAcntId=${BANK_ACCOUNT}`,
    ]);
  });

  it('covers the last twelve months when none are named, and prints with the browser', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    stubEveryCall(confirmationCalls());
    renderPopup(`billAcntId=${BANK_ACCOUNT}`);
    const sheet = await screen.findByRole('article', { name: '납부확인서' });
    expect(within(sheet).getByText('2025년 11월 ~ 2026년 10월')).toBeTruthy();
    // 12 months, the header and the sum.
    expect(within(sheet).getAllByRole('row')).toHaveLength(14);
    await user.click(screen.getByRole('button', { name: '인쇄하기' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says it could not be loaded, as the whole page, and 다시 시도 loads it', async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubEveryCall({
      ...confirmationCalls(),
      findBillPayments: () => (isDown ? serverDown() : paymentsOf(bankYear())),
    });
    renderPopup(`billAcntId=${BANK_ACCOUNT}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '납부확인서를 불러오지 못했어요' }),
    ).toBeTruthy();
    isDown = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('article', { name: '납부확인서' })).toBeTruthy();
  });
});

describe('/en/my-page/bill/fee/popup', () => {
  it('words the confirmation in English; names and the company stay Korean, marked so', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'bills' });
    stubEveryCall(confirmationCalls());
    renderPopup(`billAcntId=${BANK_ACCOUNT}&from=2026-09&to=2026-10`);
    const sheet = await screen.findByRole('article', { name: 'Payment confirmation' });
    expect(within(sheet).getByText('September 2026 to October 2026')).toBeTruthy();
    expect(within(sheet).getByRole('table', { name: 'Bills and payments by month' })).toBeTruthy();
    expect(within(sheet).getByText('Not paid')).toBeTruthy();
    expect(within(sheet).getByText(companyEntity.companyName).getAttribute('lang')).toBe('ko');
    expect(screen.getByRole('button', { name: 'Save as PDF' })).toBeTruthy();
    const korean = hangulIn(document.body.textContent);
    const content = [
      companyEntity.brandName,
      companyEntity.companyName,
      companyEntity.ceoName,
      companyEntity.address,
      '홍*동',
      '국민은행',
    ].join(' ');
    expect(korean.filter((word) => !content.includes(word))).toEqual([]);
  });
});
