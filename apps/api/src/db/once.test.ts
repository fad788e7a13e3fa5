import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, resultCodes } from '@mvno/contract';
import { AppError, ProviderTimeoutError } from '../shared/app-error.ts';
import { createManualClock } from '../test/manual-clock.ts';
import { openTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { createOnce, IN_PROGRESS_LEASE_SECONDS, type ActionRequest } from './once.ts';
import { createOnceRepository } from './once.repository.ts';
import { auditLog, idempotencyKeys } from './schema/audit.ts';
import { notifyOutbox } from './schema/notify.ts';
import { createTransactionalDatabase } from './transaction.ts';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const clock = createManualClock(new Date('2026-11-25T10:00:00+09:00'));

function build(waitForFirstMs?: number) {
  const transactional = createTransactionalDatabase(database.db);
  const once = createOnce({
    onceRepository: createOnceRepository(transactional.db),
    database: transactional,
    clock,
    ...(waitForFirstMs === undefined ? {} : { waitForFirstMs }),
  });
  // A text as the notify provider's outbox keeps it: sent only once the action has committed.
  const notify = {
    sendSms: async ({ to, text }: { to: string; text: string }) => {
      await transactional.db
        .insert(notifyOutbox)
        .values({ channel: 'SMS', recipient: to, body: text, createdAt: clock.now() });
    },
  };
  return {
    once,
    notify,
    afterCommit: transactional.afterCommit,
    isInTransaction: transactional.isInTransaction,
  };
}

let keys = 0;
const action = (input: unknown = { lineNo: 7 }): ActionRequest => ({
  actor: { kind: 'SUBSCRIBER', userNo: 3 },
  callName: 'pauseLine',
  idempotencyKey: `once-test-key-${String((keys += 1)).padStart(4, '0')}`,
  input,
  clientAddress: '203.0.113.9',
  requestId: 'req-1',
});

const countOf = async (table: typeof auditLog | typeof notifyOutbox | typeof idempotencyKeys) =>
  (await database.db.select({ rows: count() }).from(table))[0]?.rows ?? 0;
const rowsNow = async () => ({
  audit: await countOf(auditLog),
  outbox: await countOf(notifyOutbox),
  keys: await countOf(idempotencyKeys),
});

describe('once', () => {
  it('acts, audits and texts once per key; a repeat gets the first answer without acting', async () => {
    const { once, notify, afterCommit } = build();
    const before = await rowsNow();
    let acted = 0;
    const request = action();
    const pause = () =>
      once.run(request, async (audit) => {
        acted += 1;
        await audit({
          action: 'line.pause',
          subject: { kind: 'LINE', no: 7 },
          before: 'ACTIVE',
          after: 'PAUSED',
        });
        afterCommit(() => notify.sendSms({ to: '01025801234', text: '회선이 일시정지됐어요.' }));
        return { pausedLineNo: 7, at: new Date('2026-11-25T01:00:00Z') };
      });
    const first = await pause();
    const repeat = await pause();
    expect(acted).toBe(1);
    // The first caller gets what a repeat gets: the answer as it was kept (a date as its JSON text).
    expect(first).toEqual({ pausedLineNo: 7, at: '2026-11-25T01:00:00.000Z' });
    expect(repeat).toEqual(first);
    expect(await rowsNow()).toEqual({
      audit: before.audit + 1,
      outbox: before.outbox + 1,
      keys: before.keys + 1,
    });
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.idempotencyKey, request.idempotencyKey));
    expect(row).toMatchObject({
      actorKind: 'SUBSCRIBER',
      actorNo: 3,
      action: 'line.pause',
      subjectKind: 'LINE',
      subjectNo: '7',
      before: 'ACTIVE',
      after: 'PAUSED',
      clientAddress: '203.0.113.9',
      requestId: 'req-1',
    });
  });

  it('leaves no audit row, no text and no key when the action fails, so a retry acts', async () => {
    const { once, notify, afterCommit } = build();
    const before = await rowsNow();
    const request = action();
    let attempts = 0;
    const pause = () =>
      once.run(request, async (audit) => {
        attempts += 1;
        await audit({ action: 'line.pause', subject: { kind: 'LINE', no: 7 } });
        afterCommit(() => notify.sendSms({ to: '01025801234', text: '회선이 일시정지됐어요.' }));
        if (attempts === 1) throw new ProviderTimeoutError('carrier');
        return 'paused';
      });
    await expect(pause()).rejects.toBeInstanceOf(ProviderTimeoutError);
    expect(await rowsNow()).toEqual(before);
    await expect(pause()).resolves.toBe('paused');
    expect(await rowsNow()).toEqual({
      audit: before.audit + 1,
      outbox: before.outbox + 1,
      keys: before.keys + 1,
    });
  });

  it('keeps a refusal as the answer, with no audit row or text, and gives it to a repeat', async () => {
    const { once, notify, afterCommit } = build();
    const before = await rowsNow();
    const request = action();
    let attempts = 0;
    const pause = () =>
      once.run(request, async (audit) => {
        attempts += 1;
        await audit({ action: 'line.pause', subject: { kind: 'LINE', no: 7 } });
        afterCommit(() => notify.sendSms({ to: '01025801234', text: '회선이 일시정지됐어요.' }));
        throw AppError.business({ id: 'test', message: '이미 일시정지된 회선이에요.' });
      });
    await expect(pause()).rejects.toMatchObject({
      code: 2,
      userMessage: { message: '이미 일시정지된 회선이에요.' },
    });
    await expect(pause()).rejects.toMatchObject({
      code: 2,
      userMessage: { message: '이미 일시정지된 회선이에요.' },
      httpStatus: 200,
    });
    expect(attempts).toBe(1);
    expect(await rowsNow()).toEqual({ ...before, keys: before.keys + 1 });
  });

  it.each([
    ['another input', { lineNo: 8 }, 'pauseLine'],
    ['another call', { lineNo: 7 }, 'resumeLine'],
  ])('refuses the key sent again with %s, acting on nothing', async (_name, input, callName) => {
    const { once } = build();
    const request = action();
    await once.run(request, async () => 'paused');
    let acted = false;
    await expect(
      once.run({ ...request, input, callName }, async () => {
        acted = true;
      }),
    ).rejects.toMatchObject({
      code: resultCodes.invalidInput,
      userMessage: messages.idempotencyKeyReused,
      httpStatus: 422,
    });
    expect(acted).toBe(false);
  });

  it('hashes the input whatever the order of its fields', async () => {
    const { once } = build();
    const request = action({ lineNo: 7, reason: 'TRAVEL' });
    await once.run(request, async () => 'paused');
    await expect(
      once.run({ ...request, input: { reason: 'TRAVEL', lineNo: 7 } }, async () => 'again'),
    ).resolves.toBe('paused');
  });

  it('forgets keys after 15 days: a retry then acts again', async () => {
    const { once } = build();
    const request = action();
    await once.run(request, async () => 'first');
    clock.advanceSeconds(14 * 24 * 3600);
    expect(await once.purgeExpiredKeys()).toBe(0);
    await expect(once.run(request, async () => 'second')).resolves.toBe('first');
    clock.advanceSeconds(1 * 24 * 3600 + 1);
    expect(await once.purgeExpiredKeys()).toBeGreaterThanOrEqual(1);
    await expect(once.run(request, async () => 'second')).resolves.toBe('second');
  });

  it('records what the system does under the job that did it', async () => {
    const { once } = build();
    await once.asSystem('bill-run', (audit) =>
      audit({ action: 'bill.issue', subject: { kind: 'ACCOUNT', no: 'A-1' }, after: { total: 33000 } }),
    );
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'bill.issue'));
    expect(row).toMatchObject({
      actorKind: 'SYSTEM',
      actorNo: null,
      actorRole: 'bill-run',
      idempotencyKey: null,
    });
  });
});

describe('the audit log', () => {
  it.each([
    ['changed', sql`update audit_log set action = 'line.erase'`],
    ['deleted', sql`delete from audit_log`],
    ['emptied', sql`truncate audit_log`],
  ])('cannot be %s', async (_name, statement) => {
    const { once } = build();
    await once.asSystem('test', (audit) => audit({ action: 'line.pause', subject: { kind: 'LINE', no: 1 } }));
    const before = await countOf(auditLog);
    await expect(database.db.execute(statement)).rejects.toThrow();
    expect(await countOf(auditLog)).toBe(before);
  });
});

// Two transactions at once on one key: only a server runs them side by side (PGlite runs one at a time).
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe.runIf(process.env.TEST_DATABASE === 'postgres')('a repeat while the first is at work', () => {
  it('waits for the first and gets its answer', async () => {
    const { once } = build();
    const request = action();
    const working = gate();
    const release = gate();
    let acted = 0;
    const first = once.run(request, async () => {
      acted += 1;
      working.open();
      await release.opened;
      return 'paused';
    });
    await working.opened;
    const repeat = once.run(request, async () => {
      acted += 1;
      return 'paused twice';
    });
    setTimeout(release.open, 200);
    expect(await Promise.all([first, repeat])).toEqual(['paused', 'paused']);
    expect(acted).toBe(1);
  });

  it('is told to try again when the first takes longer than the wait', async () => {
    const { once } = build(100);
    const request = action();
    const working = gate();
    const release = gate();
    const first = once.run(request, async () => {
      working.open();
      await release.opened;
      return 'paused';
    });
    await working.opened;
    await expect(once.run(request, async () => 'paused twice')).rejects.toMatchObject({
      code: resultCodes.inProgress,
      userMessage: messages.idempotencyInProgress,
      httpStatus: 409,
    });
    release.open();
    await expect(first).resolves.toBe('paused');
    await expect(once.run(request, async () => 'paused twice')).resolves.toBe('paused');
  });
});

describe('once across a provider step', () => {
  /** A payment-like action: begin writes an intent, the provider is called outside, finish records it. */
  function charge(
    built: ReturnType<typeof build>,
    request: ActionRequest,
    provider: () => Promise<string>,
    counts: { begin: number; call: number; finish: number },
  ) {
    return built.once.runAcross(request, {
      begin: async (audit) => {
        counts.begin += 1;
        await audit({
          action: 'payment.confirm',
          subject: { kind: 'ORDER', no: 'PAY-1' },
          after: 'CONFIRMING',
        });
        return { orderId: 'PAY-1' };
      },
      call: async (plan) => {
        counts.call += 1;
        expect(built.isInTransaction()).toBe(false);
        return `${plan.orderId}:${await provider()}`;
      },
      finish: async (_plan, result, audit) => {
        counts.finish += 1;
        await audit({ action: 'payment.pay', subject: { kind: 'ORDER', no: 'PAY-1' }, after: 'PAID' });
        return { receipt: result };
      },
    });
  }

  it('calls the provider outside any transaction, once per key; a repeat gets the first answer', async () => {
    const built = build();
    const before = await rowsNow();
    const request = action();
    const counts = { begin: 0, call: 0, finish: 0 };
    const first = await charge(built, request, async () => 'DONE', counts);
    const repeat = await charge(built, request, async () => 'DONE again', counts);
    expect(first).toEqual({ receipt: 'PAY-1:DONE' });
    expect(repeat).toEqual(first);
    expect(counts).toEqual({ begin: 1, call: 1, finish: 1 });
    expect(await rowsNow()).toEqual({ ...before, audit: before.audit + 2, keys: before.keys + 1 });
  });

  it('tells a repeat to try again while the provider step is under way', async () => {
    const built = build();
    const request = action();
    const counts = { begin: 0, call: 0, finish: 0 };
    const calling = gate();
    const answered = gate();
    const first = charge(
      built,
      request,
      async () => {
        calling.open();
        await answered.opened;
        return 'DONE';
      },
      counts,
    );
    await calling.opened;
    await expect(charge(built, request, async () => 'DONE twice', counts)).rejects.toMatchObject({
      code: resultCodes.inProgress,
      httpStatus: 409,
    });
    answered.open();
    await expect(first).resolves.toEqual({ receipt: 'PAY-1:DONE' });
    await expect(charge(built, request, async () => 'DONE twice', counts)).resolves.toEqual({
      receipt: 'PAY-1:DONE',
    });
    expect(counts).toEqual({ begin: 1, call: 1, finish: 1 });
  });

  it('lets the key go when the provider fails, so a retry acts; what begin wrote stays', async () => {
    const built = build();
    const before = await rowsNow();
    const request = action();
    const counts = { begin: 0, call: 0, finish: 0 };
    await expect(
      charge(built, request, () => Promise.reject(new ProviderTimeoutError('payment')), counts),
    ).rejects.toBeInstanceOf(ProviderTimeoutError);
    expect(await rowsNow()).toEqual({ ...before, audit: before.audit + 1 });
    await expect(charge(built, request, async () => 'DONE', counts)).resolves.toEqual({
      receipt: 'PAY-1:DONE',
    });
    expect(counts).toEqual({ begin: 2, call: 2, finish: 1 });
  });

  it.each(['begin', 'finish'] as const)('keeps a refusal of %s as the answer of the key', async (step) => {
    const built = build();
    const request = action();
    let calls = 0;
    const refusal = AppError.business({ id: 'test', message: '결제할 요금이 없어요.' });
    const attempt = () =>
      built.once.runAcross(request, {
        begin: async () => {
          if (step === 'begin') throw refusal;
          return 'plan';
        },
        call: async () => {
          calls += 1;
          return 'DONE';
        },
        finish: async () => {
          throw refusal;
        },
      });
    await expect(attempt()).rejects.toMatchObject({ userMessage: { message: '결제할 요금이 없어요.' } });
    await expect(attempt()).rejects.toMatchObject({ userMessage: { message: '결제할 요금이 없어요.' } });
    expect(calls).toBe(step === 'begin' ? 0 : 1);
  });

  it('lets a repeat take a key left in progress past its lease, as when the first one’s process died', async () => {
    const built = build();
    const request = action();
    const counts = { begin: 0, call: 0, finish: 0 };
    const calling = gate();
    // The first never hears back from its provider.
    void charge(
      built,
      request,
      async () => {
        calling.open();
        return new Promise<string>(() => {});
      },
      counts,
    );
    await calling.opened;
    clock.advanceSeconds(IN_PROGRESS_LEASE_SECONDS - 1);
    await expect(charge(built, request, async () => 'DONE', counts)).rejects.toMatchObject({
      httpStatus: 409,
    });
    clock.advanceSeconds(2);
    await expect(charge(built, request, async () => 'DONE', counts)).resolves.toEqual({
      receipt: 'PAY-1:DONE',
    });
    expect(counts).toEqual({ begin: 2, call: 2, finish: 1 });
  });

  it('refuses the key sent again with another request', async () => {
    const built = build();
    const request = action();
    const counts = { begin: 0, call: 0, finish: 0 };
    await charge(built, request, async () => 'DONE', counts);
    await expect(
      charge(built, { ...request, input: { lineNo: 8 } }, async () => 'DONE', counts),
    ).rejects.toMatchObject({ userMessage: messages.idempotencyKeyReused, httpStatus: 422 });
    expect(counts.call).toBe(1);
  });
});
