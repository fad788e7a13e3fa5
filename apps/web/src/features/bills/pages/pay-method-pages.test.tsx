import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BILLING_AUTH_CALLBACK_NAME, type PayMethod } from '@mvno/contract';
import { receivePopupMessage } from '../../../shared/popup/popup-handshake.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { stubWindow } from '../../../test/popup-window.ts';
import { loggedInAt } from '../../../test/login-user.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubCalls as stubEveryCall, type CallStubs } from '../../../test/stub-calls.ts';
import BillingResultPage from './billing-result-page.tsx';
import PayMethodChangePage from './pay-method-change-page.tsx';
import PayMethodSuccessPage from './pay-method-success-page.tsx';

// Changing how 홍길동's LTE account pays, against stubbed calls and a stubbed popup window.
loggedInAt('2026-11-27T10:00:00+09:00');

const stubCalls = (stubs: CallStubs) =>
  stubEveryCall({ findMaintenanceWindows: () => ({ list: [], totalCount: 0 }), ...stubs });

const account: PayMethod = {
  billAcntId: '5100258012',
  payMethod: 'CN',
  payInstitution: '신한카드',
  payNumberMasked: '4518-****-****-2580',
  payerName: '홍*동',
  dueDay: 25,
  billType: 'EMAIL',
};
const WINDOW = 'https://billing.pg.example/auth?customerKey=cus_abc';

const screens = {
  '/my-page/bill/pay-method/change': PayMethodChangePage,
  '/my-page/bill/pay-method/success': PayMethodSuccessPage,
};

describe('/my-page/bill/pay-method/change', () => {
  it('registers another card in the gateway’s window, then changes to it with a key', async () => {
    const { open } = stubWindow();
    const requests = stubCalls({
      findPayMethod: () => account,
      requestPayMethodAuth: () => ({
        billAcntId: account.billAcntId,
        customerKey: 'cus_abc',
        checkoutAddress: WINDOW,
      }),
      changePayMethod: () => ({
        ...account,
        payInstitution: '국민카드',
        payNumberMasked: '9490-****-****-1234',
      }),
    });
    renderAppRoutes('/my-page/bill/pay-method/change', screens);
    await userEvent.click(await screen.findByRole('radio', { name: '다른 카드로 자동납부' }));
    await userEvent.click(screen.getByRole('button', { name: '카드 등록하고 바꾸기' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(open.mock.calls[1]?.[0]).toBe(WINDOW);
    const asked = requests.find(({ call }) => call === 'requestPayMethodAuth');
    expect(JSON.parse(asked?.body ?? '')).toEqual({ billAcntId: account.billAcntId, payMethod: 'CN' });

    await act(async () => {
      receivePopupMessage({
        origin: window.location.origin,
        data: {
          source: BILLING_AUTH_CALLBACK_NAME,
          params: { authKey: 'bauth_key_0000000001', customerKey: 'cus_abc' },
        },
      });
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { level: 1, name: '납부 방법을 바꿨어요' })).toBeTruthy();
    expect(screen.getByText('9490-****-****-1234', { exact: false })).toBeTruthy();
    const changed = requests.find(({ call }) => call === 'changePayMethod');
    expect(JSON.parse(changed?.body ?? '')).toEqual({ billType: 'EMAIL', authKey: 'bauth_key_0000000001' });
    expect(changed?.headers['idempotency-key']).toBeTruthy();
  });

  it('changes only where the bill goes, without the window', async () => {
    const { open } = stubWindow();
    const requests = stubCalls({
      findPayMethod: () => account,
      changePayMethod: () => ({ ...account, billType: 'SMS' }),
    });
    renderAppRoutes('/my-page/bill/pay-method/change', screens);
    const send = await screen.findByRole('button', { name: '청구서 받는 곳 바꾸기' });
    expect(send).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: '문자 메시지' }));
    await userEvent.click(send);
    expect(await screen.findByRole('heading', { level: 1, name: '납부 방법을 바꿨어요' })).toBeTruthy();
    const changed = requests.find(({ call }) => call === 'changePayMethod');
    expect(JSON.parse(changed?.body ?? '')).toEqual({ billType: 'SMS' });
    expect(open).not.toHaveBeenCalled();
  });
});

describe('/payment/billing-result, where the billing-auth window returns the popup', () => {
  it('hands the authKey to the page that opened it, and calls nothing itself', async () => {
    const requests = stubCalls({});
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { postMessage });
    renderRoute(
      '/payment/billing-result?authKey=bauth_key_0000000001&customerKey=cus_abc',
      '/payment/billing-result',
      BillingResultPage,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '카드나 계좌를 확인했어요' })).toBeTruthy();
    expect(postMessage).toHaveBeenCalledWith(
      {
        source: BILLING_AUTH_CALLBACK_NAME,
        params: { authKey: 'bauth_key_0000000001', customerKey: 'cus_abc' },
      },
      window.location.origin,
    );
    expect(requests).toHaveLength(0);
  });
});
