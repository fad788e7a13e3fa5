import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, resultCodes, textOf } from '@mvno/contract';
import { userLines } from '../../db/schema/account.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { lineDiscounts, linePlans } from '../../db/schema/ledger.ts';
import { plans } from '../../db/schema/product.ts';
import { get, gildong, loginWithId, post, younghee } from '../../test/accounts.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';

// Changing the plan of 홍길동's line in use (docs/self-care-rules.md) through the sandbox carrier, on Friday
// 27 November 2026: the dry run first, a change booked for 1 December and withdrawn, then a change today.
// The tests run in order on one app.

const clock = createManualClock(new Date('2026-11-27T09:00:00+09:00'));
const demo = withDemoSubscribers({ CARRIER_TIMEOUT_MS: '800' }, { clock });

let keys = 0;
const newKey = () => `plan-change-test-${String((keys += 1)).padStart(4, '0')}`;

const call = (path: string, body: unknown, idempotencyKey = newKey(), token = demo.gildongToken) =>
  post(demo.testApp.app, `/api/self-care/${path}`, body, { token, idempotencyKey });

type Check = {
  isChangeable: boolean;
  reason: string | null;
  currentPlan: { planNo: number; planName: string };
  booked: { planNo: number; startsOn: string } | null;
  plans: Array<{ planNo: number; planName: string }>;
};
async function check(): Promise<Check> {
  const { body } = await get(demo.testApp.app, '/api/self-care/change/product/check', {
    token: demo.gildongToken,
  });
  expect(body.code, body.message).toBe(resultCodes.success);
  return body.entity as Check;
}

async function lineOf(serviceNumber: string) {
  const [line] = await demo.testApp.database.db
    .select({ userLineNo: userLines.userLineNo, planNo: userLines.planNo })
    .from(userLines)
    .where(eq(userLines.serviceNumber, serviceNumber));
  if (line === undefined) throw new Error(`no line ${serviceNumber}`);
  return line;
}

describe('changing plan', () => {
  it('shows the plans on offer and, before anything is changed, what this month and next would bill', async () => {
    const { isChangeable, currentPlan, plans } = await check();
    expect(isChangeable).toBe(true);
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.some((plan) => plan.planNo === currentPlan.planNo)).toBe(false);
    const target = plans[0]!;
    const { body } = await get(
      demo.testApp.app,
      `/api/self-care/v2/change/product/before/check?planNo=${target.planNo}&when=TODAY`,
      { token: demo.gildongToken },
    );
    expect(body.code, body.message).toBe(resultCodes.success);
    const preview = body.entity as {
      startsOn: string;
      months: Array<{
        period: string;
        current: {
          items: Array<{ itemType: string; itemName: string; portion: unknown }>;
          totalAmount: number;
        };
        changed: {
          items: Array<{ itemType: string; itemName: string; portion: unknown }>;
          totalAmount: number;
        };
      }>;
    };
    expect(preview.startsOn).toBe('2026-11-27');
    expect(preview.months.map((month) => month.period)).toEqual(['2026-11', '2026-12']);
    // This month: the plan before for 26 days, the new one for the 4 from today.
    const [november, december] = preview.months;
    const plansBilled = november?.changed.items.filter((item) => item.itemType === 'RECURRING');
    expect(plansBilled).toEqual([
      expect.objectContaining({ itemName: currentPlan.planName, portion: { count: 26, of: 30 } }),
      expect.objectContaining({ itemName: target.planName, portion: { count: 4, of: 30 } }),
    ]);
    expect(december?.changed.items.find((item) => item.itemType === 'RECURRING')).toMatchObject({
      itemName: target.planName,
      portion: null,
    });
    // Nothing was kept by the dry run.
    expect((await check()).currentPlan.planNo).toBe(currentPlan.planNo);
    const same = await get(
      demo.testApp.app,
      `/api/self-care/v2/change/product/before/check?planNo=${currentPlan.planNo}&when=TODAY`,
      { token: demo.gildongToken },
    );
    expect(same.body.message).toBe(textOf(messages.planChangeSamePlan));
  });

  it('books a change for the 1st of next month, then withdraws it, restoring the discounts it ended', async () => {
    const { currentPlan, plans } = await check();
    const { userLineNo } = await lineOf(gildong.lteNumber);
    const discountsBefore = await demo.testApp.database.db
      .select({ lineDiscountNo: lineDiscounts.lineDiscountNo, endsOn: lineDiscounts.endsOn })
      .from(lineDiscounts)
      .where(eq(lineDiscounts.userLineNo, userLineNo));
    const booked = await call('change/product', { planNo: plans[0]!.planNo, when: 'NEXT_MONTH' });
    expect(booked.body.entity).toMatchObject({
      status: 'BOOKED',
      startsOn: '2026-12-01',
      plan: { planNo: plans[0]!.planNo },
    });
    expect(await check()).toMatchObject({
      isChangeable: false,
      reason: textOf(messages.planChangeBooked),
      booked: { planNo: plans[0]!.planNo, startsOn: '2026-12-01' },
      currentPlan: { planNo: currentPlan.planNo },
    });
    const withdrawn = await call('change/product2', { userLineNo });
    expect(withdrawn.body.entity).toMatchObject({
      status: 'WITHDRAWN',
      plan: { planNo: currentPlan.planNo },
    });
    expect(await check()).toMatchObject({ isChangeable: true, booked: null });
    const discountsAfter = await demo.testApp.database.db
      .select({ lineDiscountNo: lineDiscounts.lineDiscountNo, endsOn: lineDiscounts.endsOn })
      .from(lineDiscounts)
      .where(eq(lineDiscounts.userLineNo, userLineNo));
    expect(discountsAfter).toEqual(discountsBefore);
    const periods = await demo.testApp.database.db
      .select({ endsOn: linePlans.endsOn })
      .from(linePlans)
      .where(and(eq(linePlans.userLineNo, userLineNo), eq(linePlans.planNo, currentPlan.planNo)));
    expect(periods.at(-1)?.endsOn).toBeNull();
    expect((await call('change/product2', { userLineNo })).body.message).toBe(
      textOf(messages.planChangeNothingBooked),
    );
  });

  it('changes today once for 50 requests with one key, with its audit row, and only once this month', async () => {
    const { plans } = await check();
    const target = plans[0]!;
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('change/product', { planNo: target.planNo, when: 'TODAY' }, key)),
    );
    const done = answers.filter(({ body }) => body.code === resultCodes.success);
    expect(done.length).toBeGreaterThan(0);
    for (const { response } of answers.filter(({ body }) => body.code !== resultCodes.success))
      expect(response.statusCode).toBe(409);
    expect(done[0]?.body.entity).toMatchObject({ status: 'CHANGED', startsOn: '2026-11-27' });
    expect((await lineOf(gildong.lteNumber)).planNo).toBe(target.planNo);
    const audit = await demo.testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.idempotencyKey, key));
    expect(audit.map(({ action }) => action)).toEqual(['line.plan.change']);
    expect(await check()).toMatchObject({
      isChangeable: false,
      reason: textOf(messages.planChangeOncePerMonth),
      currentPlan: { planNo: target.planNo },
    });
    const again = await call('change/product', { planNo: plans[1]?.planNo ?? 1, when: 'NEXT_MONTH' });
    expect(again.body.message).toBe(textOf(messages.planChangeOncePerMonth));
  });

  it('is of the subscriber’s own lines only', async () => {
    const hers = await lineOf(younghee.number);
    const answer = await call('v2/change/product', {
      userLineNo: hers.userLineNo,
      planNo: 1,
      when: 'NEXT_MONTH',
    });
    expect(answer.body.code).toBe(resultCodes.notFound);
    expect((await call('change/product2', { userLineNo: hers.userLineNo })).body.code).toBe(
      resultCodes.notFound,
    );
  });

  it('that the carrier does not answer keeps nothing, and says 504', async () => {
    const second = await lineOf(gildong.fiveGNumber);
    await demo.testApp.database.db
      .update(userLines)
      .set({ serviceNumber: '01074108888' })
      .where(eq(userLines.userLineNo, second.userLineNo));
    const before = await demo.testApp.database.db
      .select()
      .from(linePlans)
      .where(eq(linePlans.userLineNo, second.userLineNo));
    // A plan on offer to the second line: on sale, of its network, not its own.
    const [own] = await demo.testApp.database.db.select().from(plans).where(eq(plans.planNo, second.planNo));
    const [offered] = await demo.testApp.database.db
      .select({ planNo: plans.planNo })
      .from(plans)
      .where(
        and(
          eq(plans.networkType, own!.networkType),
          eq(plans.isActive, true),
          ne(plans.planNo, second.planNo),
        ),
      );
    const planNo = offered!.planNo;
    const answer = await call('v2/change/product', {
      userLineNo: second.userLineNo,
      planNo,
      when: 'NEXT_MONTH',
    });
    expect(answer.response.statusCode).toBe(504);
    const after = await demo.testApp.database.db
      .select()
      .from(linePlans)
      .where(eq(linePlans.userLineNo, second.userLineNo));
    expect(after).toEqual(before);
  });

  it('takes effect on the 1st it was booked for: the job gives the line its new plan', async () => {
    clock.advanceSeconds(4 * 86_400);
    const token = (await loginWithId(demo.testApp.app, gildong)).token;
    const { body } = await get(demo.testApp.app, '/api/self-care/change/product/check', { token });
    const { currentPlan, plans: offered } = body.entity as Check;
    const target = offered[0]!;
    const booked = await call(
      'change/product',
      { planNo: target.planNo, when: 'NEXT_MONTH' },
      newKey(),
      token,
    );
    expect(booked.body.entity).toMatchObject({ status: 'BOOKED', startsOn: '2027-01-01' });
    expect((await lineOf(gildong.lteNumber)).planNo).toBe(currentPlan.planNo);
    // 1 January 2027, 09:00.
    clock.advanceSeconds(31 * 86_400);
    await demo.testApp.app.jobs.runDue('reconcile-line-orders');
    expect((await lineOf(gildong.lteNumber)).planNo).toBe(target.planNo);
  });
});
