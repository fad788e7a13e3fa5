import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_DEBIT_MAX_DECLINES } from '@mvno/contract';
import { billAccounts } from '../../db/schema/account.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { billPayments, invoices } from '../../db/schema/ledger.ts';
import { payments, sandboxGatewayBillingKeys } from '../../db/schema/payment.ts';
import { get } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import type { TestApp } from '../../test/test-app.ts';

// Automatic debit (docs/payments.md) of 김영희's account 5100369024, whose October bill (due 25 November) the
// seed leaves unpaid, by a bank account registered in the sandbox gateway. From Friday 27 November 2026;
// the tests run in order on one app.

const clock = createManualClock(new Date('2026-11-27T09:00:00+09:00'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ PAYMENT_TIMEOUT_MS: '800' }, { clock });
});
afterAll(() => testApp.close());

const HER_ACCOUNT = '5100369024';
const HER_NUMBER = '01036902468';
const GILDONG_ACCOUNT = '5100258012';

/** Registers a billing key for the account at the sandbox gateway, as its window would have. */
async function registerKey(billAcntId: string, behaviour: 'APPROVE' | 'CHARGE_DECLINES' | 'CONFIRM_LOST') {
  const customerKey = `CUST-${billAcntId}`;
  const billingKey = `bkey_test_${billAcntId}`;
  await testApp.database.db
    .insert(sandboxGatewayBillingKeys)
    .values({
      authKey: `auth_${billAcntId}`,
      customerKey,
      payMethod: 'RA',
      issuer: '우리은행',
      maskedNumber: '1002-***-**1357',
      holderName: '김영희',
      holderBirth: '1992-08-23',
      behaviour,
      authorizedAt: clock.now(),
      billingKey,
    })
    .onConflictDoUpdate({ target: sandboxGatewayBillingKeys.authKey, set: { behaviour } });
  await testApp.database.db
    .update(billAccounts)
    .set({ billingKey, billingCustomerKey: customerKey })
    .where(eq(billAccounts.billAcntId, billAcntId));
}

async function owedBy(billAcntId: string) {
  const rows = await testApp.database.db
    .select({ total: invoices.totalAmount, paid: invoices.paidAmount })
    .from(invoices)
    .where(eq(invoices.billAcntId, billAcntId));
  return rows.reduce((sum, row) => sum + Math.max(0, row.total - row.paid), 0);
}

const debitsOf = (billAcntId: string) =>
  testApp.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.billAcntId, billAcntId), like(payments.orderId, 'DEBIT-%')))
    .orderBy(payments.paymentNo);

const collect = () => testApp.app.jobs.perform('collect-automatic-debits');

async function latestText(phone: string) {
  const { body } = await get(testApp.app, `/api/sandbox/outbox?phone=${phone}`);
  return (body.entity as { text: string } | null)?.text ?? '';
}

describe('automatic debit', () => {
  it('charges nothing to an account without a key registered online', async () => {
    const owed = await owedBy(HER_ACCOUNT);
    expect(owed).toBeGreaterThan(0);
    expect(await collect()).toBe(0);
    expect(await debitsOf(HER_ACCOUNT)).toEqual([]);
  });

  it('is declined once a day, the payer texted, and the bill left owed', async () => {
    await registerKey(HER_ACCOUNT, 'CHARGE_DECLINES');
    const owed = await owedBy(HER_ACCOUNT);
    expect(await collect()).toBe(0);
    // Again the same day: no second try.
    expect(await collect()).toBe(0);
    const debits = await debitsOf(HER_ACCOUNT);
    expect(debits.map(({ status, amount }) => ({ status, amount }))).toEqual([
      { status: 'FAILED', amount: owed },
    ]);
    expect(await owedBy(HER_ACCOUNT)).toBe(owed);
    expect(await latestText(HER_NUMBER)).toContain('자동납부로 내지 못했어요');
  });

  it('charges the next day what is owed of bills due, records it on the bills, and audits it', async () => {
    await registerKey(HER_ACCOUNT, 'APPROVE');
    clock.set(new Date('2026-11-28T09:00:00+09:00'));
    const owed = await owedBy(HER_ACCOUNT);
    expect(await collect()).toBe(1);
    expect(await owedBy(HER_ACCOUNT)).toBe(0);
    const [, paid] = await debitsOf(HER_ACCOUNT);
    expect(paid).toMatchObject({
      status: 'PAID',
      amount: owed,
      payMethod: 'RA',
      maskedNumber: '1002-***-**1357',
    });
    const recorded = await testApp.database.db
      .select()
      .from(billPayments)
      .where(eq(billPayments.note, paid!.orderId));
    expect(recorded.map(({ amount, channel }) => ({ amount, channel }))).toEqual([
      { amount: owed, channel: 'AUTO' },
    ]);
    const audit = await testApp.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectNo, paid!.orderId));
    expect(audit.map(({ action }) => action).sort()).toEqual(['payment.debit', 'payment.pay']);
    // Nothing owed: nothing more is charged.
    clock.set(new Date('2026-11-29T09:00:00+09:00'));
    expect(await collect()).toBe(0);
    expect(await debitsOf(HER_ACCOUNT)).toHaveLength(2);
  });

  it('leaves a lost answer to the read-back, which cancels the charge at the gateway', async () => {
    // His October bill, unpaid for these tests.
    await testApp.database.db
      .update(invoices)
      .set({ paidAmount: 0 })
      .where(and(eq(invoices.billAcntId, GILDONG_ACCOUNT), eq(invoices.period, '2026-10')));
    await registerKey(GILDONG_ACCOUNT, 'CONFIRM_LOST');
    const owed = await owedBy(GILDONG_ACCOUNT);
    expect(await collect()).toBe(0);
    const lost = (await debitsOf(GILDONG_ACCOUNT)).at(-1);
    expect(lost).toMatchObject({ status: 'UNKNOWN', amount: owed });
    clock.advanceSeconds(6 * 60);
    await testApp.app.jobs.perform('reconcile-payments');
    expect((await debitsOf(GILDONG_ACCOUNT)).at(-1)).toMatchObject({
      status: 'CANCELLED',
      cancelledAmount: owed,
    });
    expect(await owedBy(GILDONG_ACCOUNT)).toBe(owed);
  });
  it(`stops after ${AUTO_DEBIT_MAX_DECLINES} declines and says so`, async () => {
    await registerKey(GILDONG_ACCOUNT, 'CHARGE_DECLINES');
    for (const day of ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']) {
      clock.set(new Date(`${day}T09:00:00+09:00`));
      await collect();
    }
    const declined = (await debitsOf(GILDONG_ACCOUNT)).filter(({ status }) => status === 'FAILED');
    expect(declined).toHaveLength(AUTO_DEBIT_MAX_DECLINES);
    expect(await latestText('01025801234')).toContain('더는 자동으로 시도하지 않아요');
  });
});
