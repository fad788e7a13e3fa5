import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineFlow, messages, resultCodes, textOf } from '@mvno/contract';
import { AppError, ProviderTimeoutError } from '../shared/app-error.ts';
import { createManualClock } from '../test/manual-clock.ts';
import { openTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { createFlows } from './flows.ts';
import { createFlowsRepository } from './flows.repository.ts';
import { createOnce, type ActionRequest } from './once.ts';
import { createOnceRepository } from './once.repository.ts';
import { auditLog } from './schema/audit.ts';
import { createTransactionalDatabase } from './transaction.ts';
import { hashToken } from '../shared/opaque-token.ts';
import { refusalOf } from '../test/refusal-of.ts';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const clock = createManualClock(new Date('2026-12-07T10:00:00+09:00'));

/** Opening a line, in short: a number held at the carrier, a payment taken, the line opened. */
const openFlow = defineFlow({
  name: 'test-open',
  steps: ['START', 'RESERVED', 'PAID', 'OPENED', 'ABANDONED'],
  transitions: {
    reserve: { from: ['START'], to: 'RESERVED' },
    pay: { from: ['RESERVED'], to: 'PAID' },
    open: { from: ['PAID'], to: 'OPENED' },
    abandon: { from: ['START', 'RESERVED', 'PAID'], to: 'ABANDONED' },
  },
  keepSeconds: 3600,
  undoneAt: ['ABANDONED'],
});
const stored = z.object({ number: z.string().nullable(), chargeId: z.string().nullable() });

type Failure = 'none' | 'refuse' | 'timeout';

/**
 * The providers outside: a carrier that holds numbers and opens lines, a gateway that charges and refunds.
 * Each keeps what it did, so a test sees what is left held or charged; each fails as a test tells it to.
 */
function createProviders() {
  const held = new Set<string>();
  const charges = new Map<string, 'CHARGED' | 'REFUNDED'>();
  const opened = new Set<string>();
  const calls = { reserve: 0, charge: 0, open: 0, release: 0, refund: 0 };
  const fail = { reserve: 'none' as Failure, charge: 'none' as Failure, open: 'none' as Failure };
  const failUndo = { release: 0 };
  let numbers = 0;
  const check = (failure: Failure) => {
    if (failure === 'timeout') throw new ProviderTimeoutError('the provider did not answer');
  };
  return {
    held,
    charges,
    opened,
    calls,
    fail,
    failUndo,
    async reserve(): Promise<{ result: 'HELD'; number: string } | { result: 'REFUSED' }> {
      calls.reserve += 1;
      check(fail.reserve);
      if (fail.reserve === 'refuse') return { result: 'REFUSED' };
      const number = `010-5555-${String((numbers += 1)).padStart(4, '0')}`;
      held.add(number);
      return { result: 'HELD', number };
    },
    async release(number: string): Promise<void> {
      calls.release += 1;
      if (failUndo.release > 0) {
        failUndo.release -= 1;
        throw new ProviderTimeoutError('the carrier did not answer');
      }
      held.delete(number);
    },
    async charge(): Promise<string> {
      calls.charge += 1;
      check(fail.charge);
      const chargeId = `charge-${calls.charge}`;
      charges.set(chargeId, 'CHARGED');
      return chargeId;
    },
    async refund(chargeId: string): Promise<void> {
      calls.refund += 1;
      if (charges.get(chargeId) === 'CHARGED') charges.set(chargeId, 'REFUNDED');
    },
    async open(number: string): Promise<void> {
      calls.open += 1;
      check(fail.open);
      if (fail.open === 'refuse') throw AppError.business(messages.numberTaken);
      opened.add(number);
    },
  };
}

let keys = 0;
const action = (callName: string, input: unknown = {}): ActionRequest => ({
  actor: { kind: 'VISITOR' },
  callName,
  idempotencyKey: `journey-test-${String((keys += 1)).padStart(4, '0')}`,
  input,
});

/** The kit and a journey built on it, as a feature builds one. */
function build() {
  const transactional = createTransactionalDatabase(database.db);
  const once = createOnce({
    onceRepository: createOnceRepository(transactional.db),
    database: transactional,
    clock,
  });
  const flowsRepository = createFlowsRepository(transactional.db);
  const flows = createFlows({ flowsRepository, transaction: transactional.transaction, clock, once });
  const providers = createProviders();
  const journeys = flows.of(openFlow, stored);
  flows.undoWith('test.release-number', async (payload) => {
    await providers.release(z.object({ number: z.string() }).parse(payload).number);
  });
  flows.undoWith('test.refund', async (payload) => {
    await providers.refund(z.object({ chargeId: z.string() }).parse(payload).chargeId);
  });

  const reserve = (flowKey: string, request = action('reserve', { flowKey })) =>
    journeys.takeAcross(flowKey, 'reserve', request, {
      begin: async () => undefined,
      call: () => providers.reserve(),
      finish: async (flow, _plan, held) => {
        if (held.result === 'REFUSED') throw AppError.business(messages.numberTaken);
        return { collected: { ...flow.collected, number: held.number }, value: held.number };
      },
      undo: (_plan, held) =>
        held.result === 'HELD'
          ? { undo: 'test.release-number', payload: { number: held.number } }
          : undefined,
    });
  const pay = (flowKey: string, options: { refuseRecord?: boolean } = {}) =>
    journeys.takeAcross(flowKey, 'pay', action('pay', { flowKey }), {
      begin: async () => undefined,
      call: () => providers.charge(),
      finish: async (flow, _plan, chargeId) => {
        // What the payment was for is no longer wanted by the time it is recorded.
        if (options.refuseRecord === true) throw AppError.business(messages.paymentNotPending);
        return { collected: { ...flow.collected, chargeId }, value: chargeId };
      },
      undo: (_plan, chargeId) => ({ undo: 'test.refund', payload: { chargeId } }),
    });
  const open = (flowKey: string) =>
    journeys.takeAcross(flowKey, 'open', action('open', { flowKey }), {
      begin: async (flow) => flow.collected.number ?? '',
      call: (number) => providers.open(number),
      finish: async (flow) => ({ collected: flow.collected, value: 'OPENED' }),
    });
  const abandon = (flowKey: string) =>
    journeys.take(flowKey, 'abandon', async (flow) => ({ collected: flow.collected, value: null }));
  const start = async () => (await journeys.start({ number: null, chargeId: null })).flowKey;
  const undosOf = (flowKey: string) => flowsRepository.undosOf(hashToken(flowKey));
  return { flows, journeys, providers, reserve, pay, open, abandon, start, undosOf };
}

const undoAuditRows = async (undoNo: number) =>
  database.db
    .select({ action: auditLog.action, actorKind: auditLog.actorKind, actorRole: auditLog.actorRole })
    .from(auditLog)
    .where(and(eq(auditLog.subjectKind, 'JOURNEY_UNDO'), eq(auditLog.subjectNo, String(undoNo))));

describe('a journey whose steps call providers', () => {
  it('goes through: each step once, and what it did is kept', async () => {
    const kit = build();
    const flowKey = await kit.start();
    const number = await kit.reserve(flowKey);
    await kit.pay(flowKey);
    expect(await kit.open(flowKey)).toBe('OPENED');
    expect((await kit.journeys.find(flowKey)).step).toBe('OPENED');
    expect(kit.providers.opened).toEqual(new Set([number]));
    expect((await kit.undosOf(flowKey)).map((row) => [row.undo, row.state])).toEqual([
      ['test.release-number', 'KEPT'],
      ['test.refund', 'KEPT'],
    ]);
    expect(await kit.flows.runUndos()).toBe(0);
    expect(kit.providers.held.has(number)).toBe(true);
    expect([...kit.providers.charges.values()]).toEqual(['CHARGED']);
  });

  it('acts once for a step repeated with its key, and gives the first answer again', async () => {
    const kit = build();
    const flowKey = await kit.start();
    const request = action('reserve', { flowKey });
    const first = await kit.reserve(flowKey, request);
    expect(await kit.reserve(flowKey, request)).toBe(first);
    expect(kit.providers.calls.reserve).toBe(1);
    expect(await kit.undosOf(flowKey)).toHaveLength(1);
  });

  it('takes one of two requests for the same step at once with keys of their own; the provider is called once', async () => {
    const kit = build();
    const flowKey = await kit.start();
    const outcomes = await Promise.allSettled([kit.reserve(flowKey), kit.reserve(flowKey)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason instanceof AppError).toBe(true);
    expect(kit.providers.calls.reserve).toBe(1);
    expect(kit.providers.held.size).toBe(1);
  });

  it.each([
    ['refuses', 'refuse', resultCodes.businessFailure],
    ['does not answer', 'timeout', resultCodes.providerTimeout],
  ] as const)(
    'leaves nothing held and the journey where it was when the carrier %s at the first step',
    async (_name, failure, code) => {
      const kit = build();
      const flowKey = await kit.start();
      kit.providers.fail.reserve = failure;
      expect((await refusalOf(kit.reserve(flowKey))).code).toBe(code);
      expect((await kit.journeys.find(flowKey)).step).toBe('START');
      expect(kit.providers.held.size).toBe(0);
      expect(await kit.undosOf(flowKey)).toEqual([]);
      // Nothing holds the journey: the step can be taken again at once.
      kit.providers.fail.reserve = 'none';
      await kit.reserve(flowKey);
      expect((await kit.journeys.find(flowKey)).step).toBe('RESERVED');
    },
  );

  it('releases the held number when the payment fails and the journey is abandoned', async () => {
    const kit = build();
    const flowKey = await kit.start();
    const number = await kit.reserve(flowKey);
    kit.providers.fail.charge = 'timeout';
    expect((await refusalOf(kit.pay(flowKey))).code).toBe(resultCodes.providerTimeout);
    expect((await kit.journeys.find(flowKey)).step).toBe('RESERVED');
    expect(kit.providers.charges.size).toBe(0);

    await kit.abandon(flowKey);
    expect(kit.providers.held.has(number)).toBe(true);
    expect(await kit.flows.runUndos()).toBe(1);
    expect(kit.providers.held.has(number)).toBe(false);
    const [undo] = await kit.undosOf(flowKey);
    expect(undo?.state).toBe('DONE');
    expect(await undoAuditRows(undo?.undoNo ?? 0)).toEqual([
      { action: 'journey.undo', actorKind: 'SYSTEM', actorRole: 'undo-journeys' },
    ]);
    // Once: a second run finds nothing left to undo.
    expect(await kit.flows.runUndos()).toBe(0);
    expect(kit.providers.calls.release).toBe(1);
  });

  it('refunds at once a payment taken for a step that could not be recorded, and lets the journey go on', async () => {
    const kit = build();
    const flowKey = await kit.start();
    await kit.reserve(flowKey);
    expect(await refusalOf(kit.pay(flowKey, { refuseRecord: true }))).toMatchObject({
      code: resultCodes.businessFailure,
      message: textOf(messages.paymentNotPending),
    });
    expect((await kit.journeys.find(flowKey)).step).toBe('RESERVED');
    expect((await kit.undosOf(flowKey)).map((row) => [row.undo, row.state])).toEqual([
      ['test.release-number', 'HELD'],
      ['test.refund', 'DUE'],
    ]);
    expect(await kit.flows.runUndos()).toBe(1);
    expect([...kit.providers.charges.values()]).toEqual(['REFUNDED']);
    // The number stays held for the journey, which is not over: it can pay again.
    await kit.pay(flowKey);
    expect((await kit.journeys.find(flowKey)).step).toBe('PAID');
  });

  it('undoes the payment and the number when the line cannot be opened and the journey is abandoned', async () => {
    const kit = build();
    const flowKey = await kit.start();
    const number = await kit.reserve(flowKey);
    await kit.pay(flowKey);
    kit.providers.fail.open = 'refuse';
    expect((await refusalOf(kit.open(flowKey))).message).toBe(textOf(messages.numberTaken));
    await kit.abandon(flowKey);
    expect(await kit.flows.runUndos()).toBe(2);
    expect(kit.providers.held.has(number)).toBe(false);
    expect([...kit.providers.charges.values()]).toEqual(['REFUNDED']);
    expect(kit.providers.opened.size).toBe(0);
  });

  it('undoes a journey left half-way once it expires, and before it is forgotten', async () => {
    const kit = build();
    const flowKey = await kit.start();
    const number = await kit.reserve(flowKey);
    await kit.pay(flowKey);
    clock.advanceSeconds(openFlow.keepSeconds + 1);
    try {
      expect(await kit.flows.purgeExpired()).toBeGreaterThanOrEqual(1);
      expect(await kit.flows.runUndos()).toBeGreaterThanOrEqual(2);
      expect(kit.providers.held.has(number)).toBe(false);
      expect([...kit.providers.charges.values()]).toEqual(['REFUNDED']);
      expect((await kit.undosOf(flowKey)).every((row) => row.state === 'DONE')).toBe(true);
    } finally {
      clock.advanceSeconds(-openFlow.keepSeconds - 1);
    }
  });

  it('tries an undo whose provider fails again later, until it is done, once', async () => {
    const kit = build();
    const flowKey = await kit.start();
    const number = await kit.reserve(flowKey);
    kit.providers.failUndo.release = 2;
    await kit.abandon(flowKey);
    expect(await kit.flows.runUndos()).toBe(0);
    // Not before its back-off.
    expect(await kit.flows.runUndos()).toBe(0);
    expect(kit.providers.calls.release).toBe(1);
    clock.advanceSeconds(60 * 2);
    try {
      expect(await kit.flows.runUndos()).toBe(0);
      clock.advanceSeconds(60 * 4);
      expect(await kit.flows.runUndos()).toBe(1);
    } finally {
      clock.advanceSeconds(-60 * 6);
    }
    expect(kit.providers.held.has(number)).toBe(false);
    expect(kit.providers.calls.release).toBe(3);
    const [undo] = await kit.undosOf(flowKey);
    expect(await undoAuditRows(undo?.undoNo ?? 0)).toHaveLength(1);
  });
});
