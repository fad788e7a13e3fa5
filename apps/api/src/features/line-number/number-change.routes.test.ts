import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  messages,
  resultCodes,
  textOf,
  type NumberChangeResult,
  type NumberReservation,
  type NumberSearch,
} from '@mvno/contract';
import { numberChanges, userLines } from '../../db/schema/account.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { billAdjustments } from '../../db/schema/ledger.ts';
import { get, gildong, post, younghee } from '../../test/accounts.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';

// Changing a line's number (docs/self-care-rules.md) through the sandbox carrier, from Friday 27 November
// 2026: 홍길동's LTE line (in use) takes a number ending 2580; 김영희's line meets a carrier that does not
// answer. The tests run in order on one app.

const clock = createManualClock(new Date('2026-11-27T09:00:00+09:00'));
const demo = withDemoSubscribers({ CARRIER_TIMEOUT_MS: '800' }, { clock });

let keys = 0;
const newKey = () => `number-change-test-${String((keys += 1)).padStart(4, '0')}`;
const call = (path: string, body: unknown, token = demo.gildongToken, idempotencyKey = newKey()) =>
  post(demo.testApp.app, `/api/self-care/${path}`, body, { token, idempotencyKey });
const search = async (lastFour: string, token = demo.gildongToken) =>
  (await get(demo.testApp.app, `/api/self-care/number/search?lastFour=${lastFour}`, { token })).body
    .entity as NumberSearch;
const reauth = (token = demo.gildongToken, password: string = gildong.password) =>
  post(demo.testApp.app, '/api/user/reauth', { password }, { token });

async function lineOf(userLineNo: number) {
  const [line] = await demo.testApp.database.db
    .select()
    .from(userLines)
    .where(eq(userLines.userLineNo, userLineNo));
  return line!;
}

let changedNumber = '';

describe('changing a line’s number', () => {
  it('offers free numbers ending in the digits asked for, with the fee', async () => {
    const found = await search('2580');
    expect(found).toMatchObject({ serviceNumber: gildong.lteNumber, refusal: null, feeAmount: 1_100 });
    expect(found.list).toHaveLength(10);
    for (const { serviceNumber } of found.list) expect(serviceNumber).toMatch(/^010\d{4}2580$/);
  });

  it('holds a number for the subscriber alone, and only for their own line', async () => {
    const found = await search('2580');
    const wanted = found.list[0]!.serviceNumber;
    const held = await call('number/reserve', { userLineNo: found.userLineNo, serviceNumber: wanted });
    expect(held.body.entity).toMatchObject({
      serviceNumber: wanted,
      expiresAt: '2026-11-27T09:10:00.000+09:00',
    });
    // Not offered to anyone else now, and not held twice.
    expect((await search('2580', demo.youngheeToken)).list.map((one) => one.serviceNumber)).not.toContain(
      wanted,
    );
    const hers = await search('2580', demo.youngheeToken);
    const other = await call(
      'number/reserve',
      { userLineNo: hers.userLineNo, serviceNumber: wanted },
      demo.youngheeToken,
    );
    // Nor can she hold it: her search never offered it.
    expect(other.body.message).toBe(textOf(messages.numberNotOffered));
    // His line is no line of hers.
    const foreign = await call(
      'number/reserve',
      { userLineNo: found.userLineNo, serviceNumber: found.list[1]!.serviceNumber },
      demo.youngheeToken,
    );
    expect(foreign.body.code).toBe(resultCodes.notFound);
  });

  it('holds one number per line, one its own search offered: a new hold gives the one before back', async () => {
    const token = demo.youngheeToken;
    const hers = await search('4680', token);
    const [first, second] = hers.list.map((one) => one.serviceNumber);
    const hold = (serviceNumber: string | undefined) =>
      call('number/reserve', { userLineNo: hers.userLineNo, serviceNumber }, token);
    const activeHolds = async () =>
      (
        await demo.testApp.database.db
          .select()
          .from(numberChanges)
          .where(eq(numberChanges.userLineNo, hers.userLineNo))
      ).filter((row) => row.reservedUntil > clock.now() && row.requestedAt === null);

    expect((await hold('01099994680')).body.message).toBe(textOf(messages.numberNotOffered));
    expect((await hold(first)).body.code).toBe(resultCodes.success);
    expect((await hold(second)).body.code).toBe(resultCodes.success);
    expect((await activeHolds()).map((row) => row.newNumber)).toEqual([second]);
    // The first went back to the carrier: another search offers it again.
    expect((await search('4680', token)).list.map((one) => one.serviceNumber)).toContain(first);

    // Ten holds asked at once from one search: one stays.
    const again = await search('4680', token);
    await Promise.all(again.list.map((one) => hold(one.serviceNumber)));
    expect(await activeHolds()).toHaveLength(1);
  });

  it('asks for the password again, then gives the line its new number once for 20 requests with one key', async () => {
    const found = await search('2580');
    const wanted = found.list[0]!.serviceNumber;
    const held = (await call('number/reserve', { userLineNo: found.userLineNo, serviceNumber: wanted })).body
      .entity as NumberReservation;
    const first = await call('number', { reservationId: held.reservationId });
    expect(first.body.code).toBe(resultCodes.reauthRequired);
    await reauth();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('number', { reservationId: held.reservationId }, demo.gildongToken, key),
      ),
    );
    const done = answers.filter(({ body }) => body.code === resultCodes.success);
    expect(done.length).toBeGreaterThan(0);
    for (const { response } of answers.filter(({ body }) => body.code !== resultCodes.success))
      expect(response.statusCode).toBe(409);
    expect(done[0]?.body.entity).toEqual({
      userLineNo: found.userLineNo,
      oldNumber: gildong.lteNumber,
      serviceNumber: wanted,
      changedOn: '2026-11-27',
      feeAmount: 1_100,
    } satisfies NumberChangeResult);
    changedNumber = wanted;
    expect((await lineOf(found.userLineNo)).serviceNumber).toBe(wanted);
    const fee = await demo.testApp.database.db
      .select()
      .from(billAdjustments)
      .where(
        and(eq(billAdjustments.billAcntId, '5100258012'), eq(billAdjustments.itemName, '번호 변경 수수료')),
      );
    expect(fee.map(({ amount, isTaxable, period }) => ({ amount, isTaxable, period }))).toEqual([
      { amount: 1_000, isTaxable: true, period: '2026-11' },
    ]);
    const audit = await demo.testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.idempotencyKey, key));
    expect(audit.map(({ action }) => action)).toEqual(['line.number.change']);
    const { body } = await get(demo.testApp.app, `/api/sandbox/outbox?phone=${wanted}`);
    expect((body.entity as { text: string }).text).toContain('번호를');
  });

  it('keeps the old number from anyone, and the line from another change for 30 days', async () => {
    const hers = await search('1234', demo.youngheeToken);
    expect(hers.list.map((one) => one.serviceNumber)).not.toContain(gildong.lteNumber);
    const old = await call(
      'number/reserve',
      { userLineNo: hers.userLineNo, serviceNumber: gildong.lteNumber },
      demo.youngheeToken,
    );
    expect(old.body.message).toBe(textOf(messages.numberNotOffered));
    const again = await search('2580');
    expect(again.serviceNumber).toBe(changedNumber);
    expect(again.refusal).toBe(textOf(messages.numberChangeTooSoon('2026년 12월 27일')));
    expect(again.list).toEqual([]);
  });

  it('lets a held number go after its minutes', async () => {
    const hers = await search('1357', demo.youngheeToken);
    const held = (
      await call(
        'number/reserve',
        { userLineNo: hers.userLineNo, serviceNumber: hers.list[0]!.serviceNumber },
        demo.youngheeToken,
      )
    ).body.entity as NumberReservation;
    clock.advanceSeconds(11 * 60);
    await reauth(demo.youngheeToken, younghee.password);
    const late = await call('number', { reservationId: held.reservationId }, demo.youngheeToken);
    expect(late.body.message).toBe(textOf(messages.numberReservationExpired));
    expect((await search('1357', demo.youngheeToken)).list.map((one) => one.serviceNumber)).toContain(
      hers.list[0]!.serviceNumber,
    );
  });

  it('changes nothing when the carrier does not answer, gives the number back, and says 504', async () => {
    const hers = await search('1357', demo.youngheeToken);
    const rename = (serviceNumber: string) =>
      demo.testApp.database.db
        .update(userLines)
        .set({ serviceNumber })
        .where(eq(userLines.userLineNo, hers.userLineNo));
    const wanted = hers.list[0]!.serviceNumber;
    const held = (
      await call('number/reserve', { userLineNo: hers.userLineNo, serviceNumber: wanted }, demo.youngheeToken)
    ).body.entity as NumberReservation;
    await rename('01036908888');
    try {
      await reauth(demo.youngheeToken, younghee.password);
      const answer = await call('number', { reservationId: held.reservationId }, demo.youngheeToken);
      expect(answer.response.statusCode).toBe(504);
      expect((await lineOf(hers.userLineNo)).serviceNumber).toBe('01036908888');
    } finally {
      await rename(younghee.number);
    }
    expect((await search('1357', demo.youngheeToken)).list.map((one) => one.serviceNumber)).toContain(wanted);
  });
});
