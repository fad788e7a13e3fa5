import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, resultCodes, textOf } from '@mvno/contract';
import { billAccounts } from '../../db/schema/account.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { sandboxGatewayBillingKeys } from '../../db/schema/payment.ts';
import { post } from '../../test/accounts.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';

// Automatic debit of 홍길동's LTE account (5100258012) by a card or account registered in the sandbox
// gateway's billing-auth window (docs/payments.md). He was born on 15 April 1988. The tests run in order.

const clock = createManualClock(new Date('2026-11-27T10:00:00+09:00'));
const demo = withDemoSubscribers({}, { clock });
const LTE_ACCOUNT = '5100258012';
const HER_ACCOUNT = '5100369024';

let keys = 0;
const newKey = () => `pay-method-test-${String((keys += 1)).padStart(4, '0')}`;
const call = (path: string, body: unknown, idempotencyKey = newKey()) =>
  post(demo.testApp.app, `/api/self-care/${path}`, body, { token: demo.gildongToken, idempotencyKey });
const reauth = () =>
  post(demo.testApp.app, '/api/user/reauth', { password: 'Gildong#2580' }, { token: demo.gildongToken });

/** Opens the window for the account and registers a card in it as the payer would: the authKey it returns. */
async function register(holder: { holderName: string; holderBirth: string }, number = '4518420012345678') {
  const { body } = await call('pay-method/auth', { payMethod: 'CN' });
  expect(body.code, body.message).toBe(resultCodes.success);
  const { customerKey, checkoutAddress } = body.entity as { customerKey: string; checkoutAddress: string };
  expect(checkoutAddress.startsWith('/api/payment/request/billing?')).toBe(true);
  const window = new URL(checkoutAddress, 'http://localhost');
  expect(window.searchParams.get('returnPath')).toBe('/payment/billing-result');
  const response = await demo.testApp.app.inject({
    method: 'POST',
    url: '/api/payment/request/billing',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ...Object.fromEntries(window.searchParams),
      corpCode: '366',
      number,
      ...holder,
      action: 'register',
    }).toString(),
  });
  const returned = new URL(response.headers.location ?? '', 'http://localhost').searchParams;
  expect(returned.get('customerKey')).toBe(customerKey);
  return returned.get('authKey') ?? '';
}

const accountRow = async () => {
  const [row] = await demo.testApp.database.db
    .select()
    .from(billAccounts)
    .where(eq(billAccounts.billAcntId, LTE_ACCOUNT));
  return row!;
};

describe('changing how a bill is paid', () => {
  it('asks for the password again before a new card is registered', async () => {
    const authKey = await register({ holderName: '홍길동', holderBirth: '1988-04-15' });
    const answer = await call('pay-method', { authKey, billType: 'EMAIL' });
    expect(answer.response.statusCode).toBe(403);
    expect(answer.body.code).toBe(resultCodes.reauthRequired);
    expect((await accountRow()).billingKey).toBeNull();
  });

  it('registers the holder’s own card once for 20 requests with one key, keeping only the key and the masked number', async () => {
    const authKey = await register({ holderName: '홍길동', holderBirth: '1988-04-15' });
    await reauth();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('pay-method', { authKey, billType: 'SMS' }, key)),
    );
    const done = answers.filter(({ body }) => body.code === resultCodes.success);
    expect(done.length).toBeGreaterThan(0);
    for (const { response } of answers.filter(({ body }) => body.code !== resultCodes.success))
      expect(response.statusCode).toBe(409);
    expect(done[0]?.body.entity).toEqual({
      billAcntId: LTE_ACCOUNT,
      payMethod: 'CN',
      payInstitution: '신한카드',
      payNumberMasked: '4518-****-****-5678',
      payerName: '홍*동',
      dueDay: 25,
      billType: 'SMS',
    });
    const row = await accountRow();
    expect(row.billingKey).toMatch(/^bkey_/);
    expect(JSON.stringify(row)).not.toContain('4518420012345678');
    const audit = await demo.testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.idempotencyKey, key));
    expect(audit.map(({ action }) => action)).toEqual(['bill-account.pay-method']);
  });

  it('refuses a card whose holder is someone else, and removes it at the gateway', async () => {
    const before = await accountRow();
    const authKey = await register({ holderName: '김영희', holderBirth: '1992-08-23' }, '4518420012349876');
    await reauth();
    const answer = await call('pay-method', { authKey, billType: 'EMAIL' });
    expect(answer.body.message).toBe(textOf(messages.payMethodHolderMismatch));
    expect(await accountRow()).toEqual(before);
    const [kept] = await demo.testApp.database.db
      .select()
      .from(sandboxGatewayBillingKeys)
      .where(eq(sandboxGatewayBillingKeys.authKey, authKey));
    expect(kept?.removedAt).not.toBeNull();
  });

  it('replaces the card with a bank account, and the key it replaced is removed at the gateway', async () => {
    const replaced = (await accountRow()).billingKey;
    const { body } = await call('pay-method/auth', {
      billAcntId: LTE_ACCOUNT,
      payMethod: 'RA',
    });
    const { checkoutAddress } = body.entity as { checkoutAddress: string };
    const window = new URL(checkoutAddress, 'http://localhost');
    const response = await demo.testApp.app.inject({
      method: 'POST',
      url: '/api/payment/request/billing',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...Object.fromEntries(window.searchParams),
        corpCode: '004',
        number: '123456789012',
        holderName: '홍길동',
        holderBirth: '1988-04-15',
        action: 'register',
      }).toString(),
    });
    const authKey = new URL(response.headers.location ?? '', 'http://localhost').searchParams.get('authKey');
    await reauth();
    const changed = await call('v2/pay-method', { billAcntId: LTE_ACCOUNT, authKey, billType: 'SMS' });
    expect(changed.body.entity).toMatchObject({ payMethod: 'RA', payNumberMasked: '********9012' });
    const [old] = await demo.testApp.database.db
      .select()
      .from(sandboxGatewayBillingKeys)
      .where(eq(sandboxGatewayBillingKeys.billingKey, replaced ?? ''));
    expect(old?.removedAt).not.toBeNull();
  });

  it('changes only how the bill is sent without the password, and refuses an authKey never issued', async () => {
    clock.advanceSeconds(10 * 60);
    const sent = await call('pay-method', { billType: 'EMAIL' });
    expect(sent.body.entity).toMatchObject({ billType: 'EMAIL', payMethod: 'RA' });
    await reauth();
    const made = await call('pay-method', { authKey: 'bauth_never_issued_0000', billType: 'EMAIL' });
    expect(made.body.message).toBe(textOf(messages.payMethodNotRegistered));
  });

  it('is of the subscriber’s own accounts only', async () => {
    expect((await call('pay-method/auth', { billAcntId: HER_ACCOUNT, payMethod: 'CN' })).body.code).toBe(
      resultCodes.notFound,
    );
    expect((await call('v2/pay-method', { billAcntId: HER_ACCOUNT, billType: 'SMS' })).body.code).toBe(
      resultCodes.notFound,
    );
  });
});
