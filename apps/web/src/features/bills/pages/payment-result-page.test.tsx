import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_CALLBACK_NAME } from '@mvno/contract';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubCalls } from '../../../test/stub-calls.ts';
import PaymentResultPage, { paymentResultTexts } from './payment-result-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderReturn(query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  return renderRoute(`/payment/result?${search}`, '/payment/result', PaymentResultPage);
}

const approved = { paymentKey: 'sbx_key', orderId: 'PAY-AbCdEfGhIjKlMnOpQrSt', amount: '47850' };

describe('/payment/result, where the gateway returns the payment popup', () => {
  it('hands the authorisation to the page that opened the popup, and calls nothing itself', async () => {
    const requests = stubCalls({});
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { postMessage });
    renderReturn(approved);
    expect(
      await screen.findByRole('heading', { level: 1, name: i18n._(paymentResultTexts.approvedTitle) }),
    ).toBeTruthy();
    expect(postMessage).toHaveBeenCalledWith(
      { source: PAYMENT_CALLBACK_NAME, params: approved },
      window.location.origin,
    );
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['the payer cancelled', 'USER_CANCEL', paymentResultTexts.cancelled],
    ['the card company declined', 'DECLINED', paymentResultTexts.declined],
    ['anything else', 'NOT_ALLOWED', paymentResultTexts.notCompleted],
  ])('says in our words when %s, and tells the opener', async (_case, code, words) => {
    stubCalls({});
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { postMessage });
    renderReturn({ code, message: '<b>게이트웨이의 말</b>', orderId: approved.orderId });
    expect(await screen.findByText(i18n._(words))).toBeTruthy();
    expect(screen.queryByText(/게이트웨이의 말/)).toBeNull();
    expect(postMessage).toHaveBeenCalledWith(
      { source: PAYMENT_CALLBACK_NAME, params: { code, orderId: approved.orderId } },
      window.location.origin,
    );
  });

  it('without an opener, says to go back to the screen that asked', async () => {
    stubCalls({});
    vi.stubGlobal('opener', null);
    renderReturn(approved);
    expect(await screen.findByText(i18n._(paymentResultTexts.noOpener))).toBeTruthy();
  });

  it.each([
    ['no query at all', {}],
    ['no order', { paymentKey: 'sbx_key', amount: '100' }],
    ['an amount that is not a number', { ...approved, amount: '12a' }],
  ])('refuses %s and reports nothing', async (_case, query) => {
    stubCalls({});
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { postMessage });
    renderReturn(query);
    expect(
      await screen.findByRole('heading', { level: 1, name: i18n._(paymentResultTexts.invalidTitle) }),
    ).toBeTruthy();
    expect(postMessage).not.toHaveBeenCalled();
  });
});
