import { expect } from 'vitest';
import type { App } from '../app.ts';

/**
 * The payer in the sandbox gateway's checkout: picks a card company, types `number` and pays; answers the
 * paymentKey the popup comes back to /payment/result with.
 */
export async function approveInSandboxCheckout(app: App, checkoutAddress: string, number: string) {
  const url = new URL(checkoutAddress, 'http://localhost');
  const form = new URLSearchParams({
    ...Object.fromEntries(url.searchParams),
    corpCode: '366',
    number,
    action: 'pay',
  });
  const response = await app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const returned = new URL(response.headers.location ?? '', 'http://localhost');
  expect(returned.pathname).toBe('/payment/result');
  const paymentKey = returned.searchParams.get('paymentKey');
  if (paymentKey === null) throw new Error(`not approved: ${returned.search}`);
  return paymentKey;
}
