import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, resultCodes, textOf, type CancelAmount, type LineCancelResult } from '@mvno/contract';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { encryptedLoginUserOf, loggedInAt } from '../../../test/login-user.ts';
import { refusal, stubCalls, type CallStubs } from '../../../test/stub-calls.ts';
import LineCancelPage from './line-cancel-page.tsx';
import LineCancelSuccessPage from './line-cancel-success-page.tsx';

// Cancelling the line in use on Friday 27 November 2026, against stubbed calls.
loggedInAt('2026-11-27T10:00:00+09:00');

const amountOf = (fields: Partial<CancelAmount> = {}): CancelAmount => ({
  userLineNo: 2,
  serviceNumber: '01074108520',
  asOf: '2026-11-27',
  finalBill: { totalAmount: 52_140, items: [] },
  remainingInstalments: 336_875,
  discountPaybacks: [
    {
      discountName: '선택약정 할인',
      monthsKept: 17,
      receivedAmount: 120_000,
      percent: 35,
      paybackAmount: 42_000,
    },
  ],
  totalAmount: 431_015,
  unpaidAmount: 0,
  settlement: {
    billAcntId: '5100741085',
    dueOn: '2026-12-25',
    payMethod: 'CN',
    payNumberMasked: '9410-****-****-2580',
  },
  isLastLine: false,
  refusal: null,
  ...fields,
});

const resultOf = (fields: Partial<LineCancelResult> = {}): LineCancelResult => ({
  userLineNo: 2,
  serviceNumber: '01074108520',
  endedOn: '2026-11-27',
  totalAmount: 431_015,
  billAcntId: '5100741085',
  dueOn: '2026-12-25',
  payMethod: 'CN',
  isSignedOut: false,
  ...fields,
});

const stubs = (overrides: CallStubs): CallStubs => ({
  findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
  findCancelAmount: () => amountOf(),
  ...overrides,
});

const screens = {
  '/my-page/my-info/service/cancel': LineCancelPage,
  '/my-page/my-info/service/cancel/success': LineCancelSuccessPage,
};

const reauthRequired = () =>
  refusal(resultCodes.reauthRequired, '안전을 위해 본인인지 한 번 더 확인해 주세요.', 403);

describe('/my-page/my-info/service/cancel', () => {
  it('shows what it costs and how it is paid, asks for a reason and the agreement, then the password, and cancels with one key', async () => {
    let tries = 0;
    const requests = stubCalls(
      stubs({
        cancelLine: () => ((tries += 1) === 1 ? reauthRequired() : resultOf()),
        reauthenticate: () => ({ reauthenticatedUntil: '2026-11-27T10:05:00.000+09:00' }),
        // The session goes on with the subscriber's other line.
        findLoginUser: async () => encryptedLoginUserOf('token-1'),
      }),
    );
    renderAppRoutes('/my-page/my-info/service/cancel', screens);
    expect(await screen.findByText('431,015원')).toBeTruthy();
    expect(screen.getByText('336,875원')).toBeTruthy();
    expect(screen.getByText(/2026년 12월 25일이 납부일인 청구서에 함께 나오고/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '해지하기' }));
    expect(await screen.findByText(textOf(messages.lineCancelReasonRequired))).toBeTruthy();
    expect(screen.getByText(textOf(messages.lineCancelAgreementRequired))).toBeTruthy();
    expect(requests.filter(({ call }) => call === 'cancelLine')).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: '다른 통신사로 옮겨요' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /431,015원과 안내를 모두 확인했어요/ }));
    await userEvent.click(screen.getByRole('button', { name: '해지하기' }));
    await userEvent.type(await screen.findByLabelText('비밀번호'), 'Gildong#2580');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('heading', { level: 1, name: '회선을 해지했어요' })).toBeTruthy();
    const sent = requests.filter(({ call }) => call === 'cancelLine');
    expect(sent.map(({ body }) => JSON.parse(body) as unknown)).toEqual([
      { userLineNo: 2, totalAmount: 431_015, reasonCode: 'MOVE_CARRIER' },
      { userLineNo: 2, totalAmount: 431_015, reasonCode: 'MOVE_CARRIER' },
    ]);
    expect(sent[1]?.headers['idempotency-key']).toBe(sent[0]?.headers['idempotency-key']);
  });

  it('says why the line cannot be cancelled online, with the way to fix it', async () => {
    const reason = textOf(messages.lineCancelNeedsAutoPay);
    stubCalls(
      stubs({
        findCancelAmount: () =>
          amountOf({
            refusal: reason,
            settlement: { ...amountOf().settlement, payMethod: 'MC', payNumberMasked: '010-****-8520' },
          }),
      }),
    );
    renderAppRoutes('/my-page/my-info/service/cancel', screens);
    expect(await screen.findByRole('heading', { name: '지금은 온라인으로 해지할 수 없어요' })).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByRole('link', { name: '자동납부 바꾸기' }).getAttribute('href')).toBe(
      '/my-page/bill/pay-method/change?account=5100741085',
    );
    expect(screen.queryByRole('button', { name: '해지하기' })).toBeNull();
  });

  it('shows the end here when it was the last line, and leaves for home', async () => {
    stubCalls(
      stubs({
        findCancelAmount: () => amountOf({ isLastLine: true }),
        cancelLine: () => resultOf({ isSignedOut: true }),
      }),
    );
    renderAppRoutes('/my-page/my-info/service/cancel', screens);
    expect(
      await screen.findByText('마지막 회선이라 해지하면 로그인도 끝나요. 청구서는 지금처럼 받아요.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '이 번호를 더 쓰지 않아요' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /안내를 모두 확인했어요/ }));
    await userEvent.click(screen.getByRole('button', { name: '해지하기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '회선을 해지했어요' })).toBeTruthy();
    expect(screen.getByText(/마지막 회선이라 로그인이 끝났어요/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/main');
  });

  it('is in English on an English page', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'line-cancel' });
    stubCalls(stubs({ findCancelAmount: () => amountOf({ discountPaybacks: [] }) }));
    renderAppRoutes('/my-page/my-info/service/cancel', screens);
    expect(await screen.findByRole('button', { name: 'Cancel it' })).toBeTruthy();
    expect(hangulIn(document.body.textContent)).toEqual([]);
  });
});
