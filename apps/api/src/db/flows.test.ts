import { count } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineFlow, messages, resultCodes, textOf } from '@mvno/contract';
import { AppError } from '../shared/app-error.ts';
import { createManualClock } from '../test/manual-clock.ts';
import { openTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { createFlows } from './flows.ts';
import { createFlowsRepository } from './flows.repository.ts';
import { flows as flowRows } from './schema/flow.ts';
import { createTransactionalDatabase } from './transaction.ts';
import { refusalOf } from '../test/refusal-of.ts';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const clock = createManualClock(new Date('2026-11-26T10:00:00+09:00'));

/** A purchase of three steps, as a SIM order or a pay-method change would be. */
const orderFlow = defineFlow({
  name: 'test-order',
  steps: ['CHOOSE', 'PAY', 'PAID'],
  transitions: {
    choose: { from: ['CHOOSE', 'PAY'], to: 'PAY' },
    pay: { from: ['PAY'], to: 'PAID' },
  },
  keepSeconds: 3600,
});
const storedOrder = z.object({ planNo: z.number().nullable(), paidWon: z.number().nullable() });

function build() {
  const transactional = createTransactionalDatabase(database.db);
  const flows = createFlows({
    flowsRepository: createFlowsRepository(transactional.db),
    transaction: transactional.transaction,
    clock,
  });
  return { flows, orders: flows.of(orderFlow, storedOrder) };
}
const nothing = { planNo: null, paidWon: null };

describe('a flow the server keeps', () => {
  it('starts at the first step and moves only along its transitions, keeping what each step collected', async () => {
    const { orders } = build();
    const { flowKey, flow } = await orders.start(nothing);
    expect(flowKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(flow).toMatchObject({ step: 'CHOOSE', isOver: false });

    expect(
      await refusalOf(orders.take(flowKey, 'pay', async () => ({ collected: nothing, value: 0 }))),
    ).toMatchObject({
      code: resultCodes.businessFailure,
      message: textOf(messages.flowStepOutOfOrder),
    });
    const chosen = await orders.take(flowKey, 'choose', async () => ({
      collected: { planNo: 7, paidWon: null },
      value: 'chosen',
    }));
    expect(chosen).toMatchObject({ value: 'chosen', flow: { step: 'PAY', collected: { planNo: 7 } } });
    // Choosing again from PAY is a transition the flow names.
    await orders.take(flowKey, 'choose', async ({ collected }) => ({
      collected: { ...collected, planNo: 8 },
      value: 0,
    }));
    const paid = await orders.take(flowKey, 'pay', async ({ collected }) => ({
      collected: { ...collected, paidWon: 33000 },
      value: 0,
    }));
    expect(paid.flow).toMatchObject({ step: 'PAID', isOver: true, collected: { planNo: 8, paidWon: 33000 } });
    expect(await orders.find(flowKey)).toMatchObject({ step: 'PAID', isOver: true });
    // Nothing leaves the end.
    expect(
      (await refusalOf(orders.take(flowKey, 'choose', async () => ({ collected: nothing, value: 0 }))))
        .message,
    ).toBe(textOf(messages.flowStepOutOfOrder));
  });

  it('leaves the flow where it was when a step’s work fails', async () => {
    const { orders } = build();
    const { flowKey } = await orders.start(nothing);
    await orders.take(flowKey, 'choose', async () => ({ collected: { planNo: 3, paidWon: null }, value: 0 }));
    const failure = orders.take(flowKey, 'pay', async () => {
      throw AppError.business({ id: 'test', message: '결제가 거절되었어요.' });
    });
    expect((await refusalOf(failure)).message).toBe('결제가 거절되었어요.');
    expect(await orders.find(flowKey)).toMatchObject({
      step: 'PAY',
      collected: { planNo: 3, paidWon: null },
    });
  });

  it('takes one of two transitions sent at once from the same step, and refuses the other', async () => {
    const { orders } = build();
    const { flowKey } = await orders.start(nothing);
    await orders.take(flowKey, 'choose', async () => ({ collected: { planNo: 1, paidWon: null }, value: 0 }));
    let paidTimes = 0;
    const pay = () =>
      orders.take(flowKey, 'pay', async ({ collected }) => {
        paidTimes += 1;
        return { collected: { ...collected, paidWon: 1000 }, value: 0 };
      });
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, pay));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(paidTimes).toBe(1);
  });

  it('answers a flow only to the subscriber who started it, and to no one past its time or of another kind', async () => {
    const { flows, orders } = build();
    const { flowKey } = await orders.start(nothing, { userNo: 12 });
    expect(await orders.find(flowKey, { userNo: 12 })).toMatchObject({ step: 'CHOOSE', userNo: 12 });
    for (const caller of [{}, { userNo: 13 }]) {
      expect(await refusalOf(orders.find(flowKey, caller))).toMatchObject({
        code: resultCodes.notFound,
        message: textOf(messages.flowNotFound),
      });
    }
    const other = flows.of({ ...orderFlow, name: 'test-other' }, storedOrder);
    expect((await refusalOf(other.find(flowKey, { userNo: 12 }))).message).toBe(
      textOf(messages.flowNotFound),
    );
    expect((await refusalOf(orders.find('A'.repeat(43)))).message).toBe(textOf(messages.flowNotFound));

    clock.advanceSeconds(3600);
    expect((await refusalOf(orders.find(flowKey, { userNo: 12 }))).message).toBe(
      textOf(messages.flowNotFound),
    );
  });

  it('keeps a flow its time after its last step, then purges it', async () => {
    const { flows, orders } = build();
    const { flowKey } = await orders.start(nothing);
    clock.advanceSeconds(3000);
    await orders.take(flowKey, 'choose', async () => ({ collected: nothing, value: 0 }));
    clock.advanceSeconds(3000);
    expect(await orders.find(flowKey)).toMatchObject({ step: 'PAY' });
    const before = (await database.db.select({ rows: count() }).from(flowRows))[0]?.rows ?? 0;
    clock.advanceSeconds(3600);
    expect(await flows.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect((await database.db.select({ rows: count() }).from(flowRows))[0]?.rows).toBeLessThan(before);
    expect((await refusalOf(orders.find(flowKey))).message).toBe(textOf(messages.flowNotFound));
  });
});
