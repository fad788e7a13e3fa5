import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, resultCodes, textOf } from '@mvno/contract';
import { userLines } from '../../db/schema/account.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { lineAddServices } from '../../db/schema/ledger.ts';
import { addServices } from '../../db/schema/product.ts';
import { get, gildong, post, younghee } from '../../test/accounts.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';

// Joining and cancelling add-ons of 홍길동's lines (docs/self-care-rules.md) through the sandbox carrier, on
// Friday 27 November 2026 (4 days of the month left, today included). His LTE line's plan has 15 GB and
// unlimited calls; it has 컬러링 and 스팸차단 from opening. The tests run in order on one app.

const clock = createManualClock(new Date('2026-11-27T09:00:00+09:00'));
const demo = withDemoSubscribers({ CARRIER_TIMEOUT_MS: '800' }, { clock });

let keys = 0;
const newKey = () => `add-service-test-${String((keys += 1)).padStart(4, '0')}`;

const call = (path: string, body: unknown, idempotencyKey = newKey(), token = demo.gildongToken) =>
  post(demo.testApp.app, `/api/self-care/${path}`, body, { token, idempotencyKey });

async function addServiceNoOf(code: string): Promise<number> {
  const [row] = await demo.testApp.database.db
    .select({ addServiceNo: addServices.addServiceNo })
    .from(addServices)
    .where(eq(addServices.addServiceCode, code));
  if (row === undefined) throw new Error(`no add-on ${code}`);
  return row.addServiceNo;
}

async function lineNoOf(serviceNumber: string): Promise<number> {
  const [line] = await demo.testApp.database.db
    .select({ userLineNo: userLines.userLineNo })
    .from(userLines)
    .where(eq(userLines.serviceNumber, serviceNumber));
  if (line === undefined) throw new Error(`no line ${serviceNumber}`);
  return line.userLineNo;
}

type Mine = {
  serviceNumber: string;
  list: Array<{
    lineAddServiceNo: number;
    addServiceName: string;
    monthlyAmount: number;
    isCancellable: boolean;
    reason: string | null;
    cancelToday: { billedAmount: number; savedAmount: number };
  }>;
};
async function mine(token = demo.gildongToken): Promise<Mine> {
  const { body } = await get(demo.testApp.app, '/api/self-care/add-service', { token });
  expect(body.code, body.message).toBe(resultCodes.success);
  return body.entity as Mine;
}

type Check = {
  isJoinable: boolean;
  reason: string | null;
  daysThisMonth: number;
  thisMonthAmount: number;
  monthlyAmount: number;
  otherLines: Array<{ serviceNumber: string }>;
};
async function check(addServiceNo: number, userLineNo?: number): Promise<Check> {
  const line = userLineNo === undefined ? '' : `&userLineNo=${userLineNo}`;
  const { body } = await get(
    demo.testApp.app,
    `/api/self-care/add-service/check?addServiceNo=${addServiceNo}${line}`,
    { token: demo.gildongToken },
  );
  expect(body.code, body.message).toBe(resultCodes.success);
  return body.entity as Check;
}

describe('add-ons of a line', () => {
  it('lists the line’s add-ons with what cancelling today would bill and save', async () => {
    const { serviceNumber, list } = await mine();
    expect(serviceNumber).toBe('010-****-1234');
    expect(list.map((one) => one.addServiceName)).toEqual(['컬러링', '스팸차단']);
    const [coloring, spam] = list;
    // 컬러링, 1,650 won a month: 27 of November's 30 days billed, 3 saved.
    expect(coloring).toMatchObject({ isCancellable: true, reason: null });
    expect(coloring!.cancelToday.billedAmount).toBeGreaterThan(1400);
    expect(coloring!.cancelToday.billedAmount).toBeLessThan(1650);
    expect(coloring!.cancelToday.savedAmount).toBeGreaterThan(100);
    expect(coloring!.cancelToday.savedAmount).toBeLessThan(250);
    expect(spam!.cancelToday).toEqual({ billedAmount: 0, savedAmount: 0 });
  });

  it('shows before joining what this month and each month after would bill, and why a line cannot join', async () => {
    const dataOneGb = await check(await addServiceNoOf('ADD-DATA-1G'));
    expect(dataOneGb).toMatchObject({
      isJoinable: true,
      reason: null,
      daysThisMonth: 4,
      monthlyAmount: 3300,
    });
    // 4 of 30 days of 3,000 won before VAT: 400, and 40 VAT.
    expect(dataOneGb.thisMonthAmount).toBeGreaterThanOrEqual(430);
    expect(dataOneGb.thisMonthAmount).toBeLessThanOrEqual(450);
    expect(dataOneGb.otherLines.map((one) => one.serviceNumber)).toEqual(['010-****-8520']);
    const refusals: Array<[string, string]> = [
      ['ADD-VOICE-100', textOf(messages.addServiceUnlimitedVoice)],
      ['ADD-DATA-SHARE', textOf(messages.addServiceCentreOnly)],
      ['ADD-COLORING', textOf(messages.addServiceAlreadyJoined)],
    ];
    for (const [code, reason] of refusals)
      expect(await check(await addServiceNoOf(code)), code).toMatchObject({ isJoinable: false, reason });
    const { body } = await get(demo.testApp.app, '/api/self-care/add-service/check?addServiceNo=9999', {
      token: demo.gildongToken,
    });
    expect(body.code).toBe(resultCodes.notFound);
  });

  it('joins once for 50 requests with one key, with its audit row; an alternative is then refused', async () => {
    const userLineNo = await lineNoOf(gildong.lteNumber);
    const addServiceNo = await addServiceNoOf('ADD-DATA-1G');
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('add-service', { userLineNo, addServiceNo }, key)),
    );
    const done = answers.filter(({ body }) => body.code === resultCodes.success);
    expect(done.length).toBeGreaterThan(0);
    for (const { response } of answers.filter(({ body }) => body.code !== resultCodes.success))
      expect(response.statusCode).toBe(409);
    expect(done[0]?.body.entity).toMatchObject({
      status: 'JOINED',
      addServiceName: '데이터 추가 1GB',
      startsOn: '2026-11-27',
      endsOn: null,
    });
    const rows = await demo.testApp.database.db
      .select()
      .from(lineAddServices)
      .where(eq(lineAddServices.addServiceNo, addServiceNo));
    expect(rows.filter((row) => row.userLineNo === userLineNo)).toHaveLength(1);
    const audit = await demo.testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.idempotencyKey, key));
    expect(audit.map(({ action }) => action)).toEqual(['line.add-service.join']);
    expect((await mine()).list.map((one) => one.addServiceName)).toContain('데이터 추가 1GB');
    const info = await get(demo.testApp.app, '/api/self-care/ext/service/info', { token: demo.gildongToken });
    expect(JSON.stringify(info.body.entity)).toContain('데이터 추가 1GB');

    const conflict = textOf(messages.addServiceConflict('데이터 추가 1GB'));
    const fiveGb = await addServiceNoOf('ADD-DATA-5G');
    expect(await check(fiveGb)).toMatchObject({ isJoinable: false, reason: conflict });
    expect((await call('add-service', { userLineNo, addServiceNo: fiveGb })).body.message).toBe(conflict);
  });

  it('cancels today, billed up to today; the same add-on can be joined again from tomorrow', async () => {
    const userLineNo = await lineNoOf(gildong.lteNumber);
    const joined = (await mine()).list.find((one) => one.addServiceName === '데이터 추가 1GB')!;
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('add-service/cancel', { lineAddServiceNo: joined.lineAddServiceNo }, key),
      ),
    );
    expect(answers.find(({ body }) => body.code === resultCodes.success)?.body.entity).toMatchObject({
      status: 'CANCELLED',
      startsOn: '2026-11-27',
      endsOn: '2026-11-27',
    });
    expect((await mine()).list.map((one) => one.addServiceName)).not.toContain('데이터 추가 1GB');
    const again = await call('add-service/cancel', { lineAddServiceNo: joined.lineAddServiceNo });
    expect(again.body.message).toBe(textOf(messages.addServiceNotJoined));
    const addServiceNo = await addServiceNoOf('ADD-DATA-1G');
    expect((await call('add-service', { userLineNo, addServiceNo })).body.message).toBe(
      textOf(messages.addServiceEndedToday),
    );
    // The alternative is free to join now.
    expect(await check(await addServiceNoOf('ADD-DATA-5G'))).toMatchObject({ isJoinable: true });
  });

  it('is of the subscriber’s own lines and add-ons only', async () => {
    const his = await lineNoOf(gildong.lteNumber);
    const hisAddOn = (await mine()).list[0]!;
    const asHer = (path: string, body: unknown) => call(path, body, newKey(), demo.youngheeToken);
    expect(
      (await asHer('add-service', { userLineNo: his, addServiceNo: await addServiceNoOf('ADD-MUSIC') })).body
        .code,
    ).toBe(resultCodes.notFound);
    expect(
      (await asHer('add-service/cancel', { lineAddServiceNo: hisAddOn.lineAddServiceNo })).body.code,
    ).toBe(resultCodes.notFound);
    const { body } = await get(
      demo.testApp.app,
      `/api/self-care/add-service/check?addServiceNo=1&userLineNo=${his}`,
      { token: demo.youngheeToken },
    );
    expect(body.code).toBe(resultCodes.notFound);
    expect((await mine(demo.youngheeToken)).serviceNumber).toBe(`010-****-${younghee.number.slice(-4)}`);
    expect((await mine()).list.some((one) => one.lineAddServiceNo === hisAddOn.lineAddServiceNo)).toBe(true);
  });

  it('lets a lost line join free add-ons only', async () => {
    const second = await lineNoOf(gildong.fiveGNumber);
    await demo.testApp.database.db
      .update(userLines)
      .set({ lineStatus: 'LOST' })
      .where(eq(userLines.userLineNo, second));
    expect(await check(await addServiceNoOf('ADD-MUSIC'), second)).toMatchObject({
      isJoinable: false,
      reason: textOf(messages.addServiceWhileLost),
    });
    const roaming = await call('add-service', {
      userLineNo: second,
      addServiceNo: await addServiceNoOf('ADD-ROAMING-BLOCK'),
    });
    expect(roaming.body.entity).toMatchObject({ status: 'JOINED', addServiceName: '해외로밍 차단' });
    await demo.testApp.database.db
      .update(userLines)
      .set({ lineStatus: 'ACTIVE' })
      .where(eq(userLines.userLineNo, second));
  });

  it.each([
    ['never answers', '01074108888'],
    ['takes the order and loses the answer', '01074107777'],
  ])('when the carrier %s, keeps nothing and says 504', async (_, serviceNumber) => {
    // His second line, under the number of the carrier's behaviour.
    const [second] = await demo.testApp.database.db
      .select({ userLineNo: userLines.userLineNo })
      .from(userLines)
      .where(inArray(userLines.serviceNumber, [gildong.fiveGNumber, '01074108888', '01074107777']));
    const userLineNo = second!.userLineNo;
    await demo.testApp.database.db
      .update(userLines)
      .set({ serviceNumber })
      .where(eq(userLines.userLineNo, userLineNo));
    const before = await demo.testApp.database.db
      .select()
      .from(lineAddServices)
      .where(eq(lineAddServices.userLineNo, userLineNo));
    const answer = await call('add-service', {
      userLineNo,
      addServiceNo: await addServiceNoOf('ADD-MUSIC'),
    });
    expect(answer.response.statusCode).toBe(504);
    const afterJoin = await demo.testApp.database.db
      .select()
      .from(lineAddServices)
      .where(eq(lineAddServices.userLineNo, userLineNo));
    expect(afterJoin).toEqual(before);
    // 바로 OTT 팩, joined at the counter in the seed.
    const ottNo = await addServiceNoOf('ADD-OTT');
    const ott = before.find((row) => row.addServiceNo === ottNo && row.endsOn === null)!;
    const cancel = await call('add-service/cancel', { lineAddServiceNo: ott.lineAddServiceNo });
    expect(cancel.response.statusCode).toBe(504);
    const afterCancel = await demo.testApp.database.db
      .select()
      .from(lineAddServices)
      .where(eq(lineAddServices.userLineNo, userLineNo));
    expect(afterCancel).toEqual(before);
  });

  it('withdraws at the carrier, by the job, a join whose withdrawal got no answer either', async () => {
    const userLineNo = await lineNoOf(gildong.lteNumber);
    const [row] = await demo.testApp.database.db
      .insert(lineAddServices)
      .values({
        userLineNo,
        addServiceNo: await addServiceNoOf('ADD-MUSIC'),
        startsOn: '2026-11-27',
        orderId: 'ADD-unanswered-0001',
        requestedAt: new Date(clock.now().getTime() - 60_000),
      })
      .returning();
    // Under way: the line takes no other add-on change, and the bill does not have it.
    expect((await check(await addServiceNoOf('ADD-OTT'))).reason).toBe(textOf(messages.lineChangeUnderWay));
    expect((await mine()).list.map((one) => one.addServiceName)).not.toContain('바로뮤직');
    clock.advanceSeconds(10 * 60);
    await demo.testApp.app.jobs.runDue('reconcile-line-orders');
    const left = await demo.testApp.database.db
      .select()
      .from(lineAddServices)
      .where(eq(lineAddServices.lineAddServiceNo, row!.lineAddServiceNo));
    expect(left).toEqual([]);
  });
});
