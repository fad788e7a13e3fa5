import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, pauseFeeOf, resultCodes, shiftDay, textOf } from '@mvno/contract';
import { userLines } from '../../db/schema/account.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { linePauses } from '../../db/schema/ledger.ts';
import { gildong, get, loginWithId, post, younghee } from '../../test/accounts.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';

// Pausing a line (docs/self-care-rules.md) through the sandbox carrier, on 홍길동's lines: the line in use
// 010-2580-1234 and his second, 010-7410-8520, whose number the failure tests give the sandbox's test endings.
// The tests run in order on one app and one clock, starting on Friday 27 November 2026.

const clock = createManualClock(new Date('2026-11-27T09:00:00+09:00'));
const demo = withDemoSubscribers({ CARRIER_TIMEOUT_MS: '800' }, { clock });

const TODAY = '2026-11-27';
let keys = 0;
const newKey = () => `pause-routes-test-${String((keys += 1)).padStart(4, '0')}`;
let token = () => demo.gildongToken;

const call = (path: string, body: unknown, idempotencyKey = newKey(), as = token()) =>
  post(demo.testApp.app, `/api/self-care/${path}`, body, { token: as, idempotencyKey });

async function check() {
  const { body } = await get(demo.testApp.app, '/api/self-care/pause/check', { token: token() });
  return body.entity as {
    isPausable: boolean;
    reason: string | null;
    lineStatus: string;
    running: { pauseNo: number; status: string } | null;
    reserved: { pauseNo: number; status: string } | null;
    pausesInWindow: number;
    pauseDaysLeft: number;
  };
}

/** Moves the clock on, and logs in again (a session idles out after 20 minutes). */
async function daysLater(days: number) {
  clock.advanceSeconds(days * 86_400);
  const fresh = (await loginWithId(demo.testApp.app, gildong)).token;
  token = () => fresh;
}

const today = () =>
  shiftDay(TODAY, Math.floor((clock.now().getTime() - Date.parse(`${TODAY}T00:00:00+09:00`)) / 86_400_000));

async function lineNumbered(serviceNumber: string) {
  const [line] = await demo.testApp.database.db
    .select({ userLineNo: userLines.userLineNo })
    .from(userLines)
    .where(eq(userLines.serviceNumber, serviceNumber));
  if (line === undefined) throw new Error(`no line ${serviceNumber}`);
  return line.userLineNo;
}

describe('pausing the line in use', () => {
  it('is allowed, and every rule the form checks is refused by the server with its reason', async () => {
    expect(await check()).toMatchObject({
      isPausable: true,
      reason: null,
      pausesInWindow: 0,
      pauseDaysLeft: 180,
    });
    const refusals: Array<[string, unknown, string]> = [
      ['request/pause', { endsOn: shiftDay(TODAY, -1) }, textOf(messages.pauseEndsBeforeStart)],
      ['request/pause', { endsOn: shiftDay(TODAY, 90) }, textOf(messages.pauseTooLong(90))],
      [
        'request/pause/reserve',
        { startsOn: TODAY, endsOn: shiftDay(TODAY, 3) },
        textOf(messages.pauseReserveStartsToday),
      ],
      [
        'request/pause/reserve',
        { startsOn: shiftDay(TODAY, 31), endsOn: shiftDay(TODAY, 40) },
        textOf(messages.pauseStartsTooLate(30)),
      ],
      [
        'v2/request/pause',
        { userLineNo: 1, startsOn: shiftDay(TODAY, -2), endsOn: TODAY },
        textOf(messages.pauseStartsBeforeToday),
      ],
    ];
    for (const [path, body, message] of refusals) {
      const answer = await call(path, body);
      expect(answer.body, path).toMatchObject({ code: resultCodes.businessFailure, message });
    }
    for (const endsOn of ['2026-02-30', '2026-12-1', '2026-12-01\u0000', 20261201, null]) {
      const answer = await call('request/pause', { endsOn });
      expect(answer.response.statusCode, String(endsOn)).toBe(400);
      expect(answer.body.code).toBe(resultCodes.invalidInput);
    }
    expect((await demo.testApp.database.db.select().from(linePauses)).length).toBe(0);
  });

  it('pauses from today once for 50 requests with one key, with its audit row, and bills the pause fee', async () => {
    const key = newKey();
    const endsOn = shiftDay(TODAY, 13);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('request/pause', { endsOn }, key)),
    );
    const done = answers.filter(({ body }) => body.code === resultCodes.success);
    expect(done.length).toBeGreaterThan(0);
    for (const { response } of answers.filter(({ body }) => body.code !== resultCodes.success))
      expect(response.statusCode).toBe(409);
    expect(done[0]?.body.entity).toMatchObject({
      pause: {
        kind: 'PAUSE',
        status: 'RUNNING',
        startsOn: TODAY,
        endsOn,
        endedOn: null,
        serviceNumber: '010-****-1234',
      },
      lineStatus: 'PAUSED',
      fee: pauseFeeOf({ startsOn: TODAY, endsOn }),
    });
    // A repeat after it is done gets the same answer.
    expect((await call('request/pause', { endsOn }, key)).body).toEqual(done[0]?.body);
    expect((await demo.testApp.database.db.select().from(linePauses)).length).toBe(1);
    const audit = await demo.testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.idempotencyKey, key));
    expect(audit.map(({ action }) => action)).toEqual(['line.pause']);

    // Paused, the line cannot be paused again; the bill so far carries the pause fee for its days.
    expect(await check()).toMatchObject({
      isPausable: false,
      reason: textOf(messages.pauseAlreadyPaused),
      lineStatus: 'PAUSED',
    });
    expect((await call('request/pause', { endsOn })).body.message).toBe(textOf(messages.pauseAlreadyPaused));
    const { body } = await get(demo.testApp.app, '/api/self-care/bill/fee/info', { token: token() });
    const items = (body.entity as { items: Array<{ itemType: string; portion: unknown }> }).items;
    expect(items.find((item) => item.itemType === 'PAUSE')?.portion).toEqual({ count: 4, of: 30 });
  });

  it('that began today is withdrawn whole when cancelled: it does not count and costs nothing', async () => {
    const running = (await check()).running;
    const { body } = await call('request/pause/cancel', { pauseNo: running?.pauseNo });
    expect(body.code, body.message).toBe(resultCodes.success);
    expect(body.entity).toMatchObject({ pause: { status: 'CANCELLED' }, lineStatus: 'ACTIVE', fee: 0 });
    expect(await check()).toMatchObject({ isPausable: true, pausesInWindow: 0, running: null });
    // Cancelled already: nothing more to cancel.
    expect((await call('request/pause/cancel', { pauseNo: running?.pauseNo })).body.message).toBe(
      textOf(messages.pauseNothingToCancel),
    );
  });

  it('ended early counts the days it ran; a third pause within 365 days is refused', async () => {
    const first = await call('request/pause', { endsOn: shiftDay(TODAY, 30) });
    const pauseNo = (first.body.entity as { pause: { pauseNo: number } }).pause.pauseNo;
    await daysLater(10);
    const ended = await call('request/pause/cancel', { pauseNo });
    expect(ended.body.entity).toMatchObject({
      pause: { status: 'ENDED', endedOn: shiftDay(today(), -1) },
      lineStatus: 'ACTIVE',
      fee: pauseFeeOf({ startsOn: TODAY, endsOn: shiftDay(today(), -1) }),
    });
    expect(await check()).toMatchObject({ pausesInWindow: 1, pauseDaysLeft: 170 });

    const second = await call('request/pause', { endsOn: shiftDay(today(), 4) });
    expect(second.body.code, second.body.message).toBe(resultCodes.success);
    await daysLater(6);
    expect(await check()).toMatchObject({
      pausesInWindow: 2,
      isPausable: false,
      reason: textOf(messages.pauseTooOften(2)),
    });
    expect((await call('request/pause', { endsOn: shiftDay(today(), 4) })).body.message).toBe(
      textOf(messages.pauseTooOften(2)),
    );
  });
});

describe('a reserved pause', () => {
  it('starts and ends on its days by the job, and one reservation at a time can be withdrawn', async () => {
    // 홍길동's second line has no pause yet: v2 names it.
    const userLineNo = await lineNumbered('01074108520');
    const startsOn = shiftDay(today(), 3);
    const endsOn = shiftDay(today(), 5);
    const reserved = await call('v2/request/pause', { userLineNo, startsOn, endsOn });
    expect(reserved.body.entity).toMatchObject({
      pause: { status: 'RESERVED', startsOn, endsOn },
      lineStatus: 'ACTIVE',
    });
    const again = await call('v2/request/pause', {
      userLineNo,
      startsOn: shiftDay(startsOn, 10),
      endsOn: shiftDay(startsOn, 11),
    });
    expect(again.body.message).toBe(textOf(messages.pauseReserved));

    const statusOf = async () =>
      (await demo.testApp.database.db.select().from(userLines).where(eq(userLines.userLineNo, userLineNo)))[0]
        ?.lineStatus;
    await daysLater(3);
    await demo.testApp.app.jobs.runDue('reconcile-line-orders');
    expect(await statusOf()).toBe('PAUSED');
    await daysLater(3);
    await demo.testApp.app.jobs.runDue('reconcile-line-orders');
    expect(await statusOf()).toBe('ACTIVE');

    const next = await call('v2/request/pause', {
      userLineNo,
      startsOn: shiftDay(today(), 1),
      endsOn: shiftDay(today(), 2),
    });
    const pauseNo = (next.body.entity as { pause: { pauseNo: number } }).pause.pauseNo;
    const withdrawn = await call('request/pause/cancel', { pauseNo });
    expect(withdrawn.body.entity).toMatchObject({ pause: { status: 'CANCELLED' }, fee: 0 });
  });

  it('leaves one pause for 20 requests at once with keys of their own', async () => {
    const youngheeToken = (await loginWithId(demo.testApp.app, younghee)).token;
    const hers = await lineNumbered('01036902468');
    const count = async () =>
      (await demo.testApp.database.db.select().from(linePauses).where(eq(linePauses.userLineNo, hers)))
        .length;
    const before = await count();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('request/pause', { endsOn: shiftDay(today(), 2) }, newKey(), youngheeToken),
      ),
    );
    expect(answers.filter(({ body }) => body.code === resultCodes.success)).toHaveLength(1);
    // The others are refused in the envelope: busy (409) or already paused, never a second pause.
    for (const { response, body } of answers.filter((answer) => answer.body.code !== resultCodes.success))
      expect(response.statusCode === 409 || body.code === resultCodes.businessFailure).toBe(true);
    expect(await count()).toBe(before + 1);
    const done = answers.find(({ body }) => body.code === resultCodes.success);
    const pauseNo = (done?.body.entity as { pause: { pauseNo: number } }).pause.pauseNo;
    expect((await call('request/pause/cancel', { pauseNo }, newKey(), youngheeToken)).body.code).toBe(
      resultCodes.success,
    );
  });

  it('is another subscriber’s to see and cancel, not his', async () => {
    const youngheeToken = (await loginWithId(demo.testApp.app, younghee)).token;
    const hers = await lineNumbered('01036902468');
    const answer = await call('v2/request/pause', { userLineNo: hers, startsOn: today(), endsOn: today() });
    expect(answer.body.code).toBe(resultCodes.notFound);
    const own = await call('request/pause', { endsOn: shiftDay(today(), 1) }, newKey(), youngheeToken);
    const pauseNo = (own.body.entity as { pause: { pauseNo: number } }).pause.pauseNo;
    expect((await call('request/pause/cancel', { pauseNo })).body.code).toBe(resultCodes.notFound);
    expect((await call('request/pause/cancel', { pauseNo }, newKey(), youngheeToken)).body.code).toBe(
      resultCodes.success,
    );
  });
});

describe('a carrier that fails', () => {
  let second: number | undefined;
  /** 홍길동's second line under another number: the sandbox's test endings. */
  async function onNumber(serviceNumber: string) {
    second ??= await lineNumbered('01074108520');
    await demo.testApp.database.db
      .update(userLines)
      .set({ serviceNumber })
      .where(eq(userLines.userLineNo, second));
    return second;
  }
  const pausesOf = async (userLineNo: number) =>
    demo.testApp.database.db.select().from(linePauses).where(eq(linePauses.userLineNo, userLineNo));

  it.each([
    ['never answers', '01074108888'],
    ['takes the order and loses the answer', '01074107777'],
  ])('and %s: 504, the order withdrawn, nothing kept, and a retry acts', async (_what, serviceNumber) => {
    const userLineNo = await onNumber(serviceNumber);
    const before = (await pausesOf(userLineNo)).length;
    const key = newKey();
    const body = { userLineNo, startsOn: today(), endsOn: shiftDay(today(), 2) };
    const answer = await call('v2/request/pause', body, key);
    expect(answer.response.statusCode).toBe(504);
    expect(answer.body.code).toBe(resultCodes.providerTimeout);
    expect((await pausesOf(userLineNo)).length).toBe(before);
    await onNumber('01074108520');
    const retried = await call('v2/request/pause', body, key);
    expect(retried.body.code, retried.body.message).toBe(resultCodes.success);
    const pauseNo = (retried.body.entity as { pause: { pauseNo: number } }).pause.pauseNo;
    expect((await call('request/pause/cancel', { pauseNo })).body.code).toBe(resultCodes.success);
  });

  it('and refuses: the carrier’s reason, nothing kept', async () => {
    const userLineNo = await onNumber('01074109999');
    const before = (await pausesOf(userLineNo)).length;
    const answer = await call('v2/request/pause', { userLineNo, startsOn: today(), endsOn: today() });
    expect(answer.body.message).toBe(textOf(messages.pauseRefusedByCarrier));
    expect((await pausesOf(userLineNo)).length).toBe(before);
    await onNumber('01074108520');
  });

  it('leaves an order the job withdraws when even the withdrawal gets no answer', async () => {
    const userLineNo = await lineNumbered('01074108520');
    await demo.testApp.database.db.insert(linePauses).values({
      userLineNo,
      kind: 'PAUSE',
      startsOn: today(),
      endsOn: today(),
      orderId: 'PAUSE-lost-order',
      requestedAt: clock.now(),
    });
    // Past UNANSWERED_ORDER_SECONDS, and in the job's next ten minutes.
    clock.advanceSeconds(11 * 60);
    await demo.testApp.app.jobs.runDue('reconcile-line-orders');
    const left = (await pausesOf(userLineNo)).filter((pause) => pause.orderId === 'PAUSE-lost-order');
    expect(left).toEqual([]);
  });
});
