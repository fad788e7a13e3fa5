import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, resultCodes, textOf } from '@mvno/contract';
import type { ActionRequest } from '../../db/once.ts';
import { billAccounts, userLines, users } from '../../db/schema/account.ts';
import { staffActing, type Acting } from '../../shared/actor.ts';
import { gildong, younghee } from '../../test/accounts.ts';
import { auditActorsOf } from '../../test/audit-rows.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { refusalOf } from '../../test/refusal-of.ts';

// A staff member acting for a subscriber through the same services a subscriber's own calls use
// (shared/actor.ts): an agent pausing 홍길동's LTE line for a caller who lost their phone, and changing how
// his LTE account is paid; the audit rows name the agent, their role, whom they acted for and why. The
// subscriber's own session reaches only his own lines, as before. The tests run in order on one app.

const clock = createManualClock(new Date('2026-11-27T10:00:00+09:00'));
const demo = withDemoSubscribers({}, { clock });
const services = () => demo.testApp.app.selfCare;
const db = () => demo.testApp.database.db;
const LTE_ACCOUNT = '5100258012';
const HER_ACCOUNT = '5100369024';
const AGENT = { staffNo: 7, role: 'CUSTOMER_SERVICE' } as const;

let keys = 0;
const action = (acting: Acting, callName: string, input: unknown): ActionRequest => ({
  actor: acting.actor,
  callName,
  idempotencyKey: `staff-acting-test-${String((keys += 1)).padStart(4, '0')}`,
  input,
});

/** A subscriber's userNo and the userLineNo of one of their numbers. */
async function lineOf(loginId: string, serviceNumber: string) {
  const [row] = await db()
    .select({ userNo: users.userNo, userLineNo: userLines.userLineNo })
    .from(userLines)
    .innerJoin(users, eq(users.userNo, userLines.userNo))
    .where(and(eq(users.loginId, loginId), eq(userLines.serviceNumber, serviceNumber)));
  if (row === undefined) throw new Error(`no line ${serviceNumber} of ${loginId}`);
  return row;
}

const auditRowsOf = (action: string) => auditActorsOf(db(), action);

describe('a staff member acting for a subscriber', () => {
  it('pauses his line for a caller who lost their phone, and the audit row says who, in what role, for whom and why', async () => {
    const his = await lineOf(gildong.loginId, gildong.lteNumber);
    const acting = staffActing(AGENT, his, '휴대폰 분실 신고 전화');
    const endsOn = '2026-12-10';
    const paused = await services().pauseActions.requestPause(
      action(acting, 'requestPause', { endsOn }),
      acting,
      { endsOn },
    );
    expect(paused).toBeDefined();
    const [line] = await db()
      .select({ lineStatus: userLines.lineStatus })
      .from(userLines)
      .where(eq(userLines.userLineNo, his.userLineNo));
    expect(line?.lineStatus).toBe('PAUSED');
    expect(await auditRowsOf('line.pause')).toEqual([
      {
        actorKind: 'STAFF',
        actorNo: 7,
        actorRole: 'CUSTOMER_SERVICE',
        actorReason: '휴대폰 분실 신고 전화',
        actedForNo: his.userNo,
      },
    ]);
  });

  it('changes how his account is paid by a card the caller registers, without his password', async () => {
    const his = await lineOf(gildong.loginId, gildong.lteNumber);
    const acting = staffActing(AGENT, his, '자동납부 카드 변경 요청 전화');
    const window = await services().payMethods.requestAuth(
      acting,
      { payMethod: 'CN', billAcntId: LTE_ACCOUNT },
      'ko',
    );
    const form = new URL(window.checkoutAddress, 'http://localhost');
    const registered = await demo.testApp.app.inject({
      method: 'POST',
      url: '/api/payment/request/billing',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...Object.fromEntries(form.searchParams),
        corpCode: '366',
        number: '4518420012345678',
        holderName: '홍길동',
        holderBirth: '1988-04-15',
        action: 'register',
      }).toString(),
    });
    const authKey = new URL(registered.headers.location ?? '', 'http://localhost').searchParams.get(
      'authKey',
    );
    const body = { billAcntId: LTE_ACCOUNT, authKey: authKey ?? '', billType: 'EMAIL' as const };
    const changed = await services().payMethods.change(action(acting, 'changePayMethod', body), acting, body);
    expect(changed.payMethod).toBe('CN');
    const [account] = await db()
      .select({ billingKey: billAccounts.billingKey })
      .from(billAccounts)
      .where(eq(billAccounts.billAcntId, LTE_ACCOUNT));
    expect(account?.billingKey).not.toBeNull();
    expect(await auditRowsOf('bill-account.pay-method')).toEqual([
      {
        actorKind: 'STAFF',
        actorNo: 7,
        actorRole: 'CUSTOMER_SERVICE',
        actorReason: '자동납부 카드 변경 요청 전화',
        actedForNo: his.userNo,
      },
    ]);
  });

  it('acts only on the lines and accounts of the subscriber named', async () => {
    const his = await lineOf(gildong.loginId, gildong.lteNumber);
    const hers = await lineOf(younghee.loginId, younghee.number);
    // Named for him, on her line.
    const crossed = staffActing(AGENT, { userNo: his.userNo, userLineNo: hers.userLineNo }, '착오');
    const endsOn = '2026-12-10';
    expect(
      await refusalOf(
        services().pauseActions.requestPause(action(crossed, 'requestPause', { endsOn }), crossed, {
          endsOn,
        }),
      ),
    ).toMatchObject({ code: resultCodes.notFound, message: textOf(messages.notFound) });
    const forHim = staffActing(AGENT, his, '착오');
    const body = { billAcntId: HER_ACCOUNT, billType: 'EMAIL' as const };
    expect(
      await refusalOf(services().payMethods.change(action(forHim, 'changePayMethod', body), forHim, body)),
    ).toMatchObject({ code: resultCodes.notFound, message: textOf(messages.notFound) });
  });
});

describe('a subscriber acting through their session', () => {
  it('cannot reach another subscriber’s line or account, as before', async () => {
    const his = await lineOf(gildong.loginId, gildong.fiveGNumber);
    const hers = await lineOf(younghee.loginId, younghee.number);
    const himself: Acting = {
      actor: { kind: 'SUBSCRIBER', userNo: his.userNo },
      userNo: his.userNo,
      userLineNo: hers.userLineNo,
      reauthenticatedAt: null,
    };
    const endsOn = '2026-12-10';
    expect(
      (
        await refusalOf(
          services().pauseActions.requestPause(action(himself, 'requestPause', { endsOn }), himself, {
            endsOn,
          }),
        )
      ).code,
    ).toBe(resultCodes.notFound);
    const body = { billAcntId: HER_ACCOUNT, billType: 'EMAIL' as const };
    expect(
      (await refusalOf(services().payMethods.change(action(himself, 'changePayMethod', body), himself, body)))
        .code,
    ).toBe(resultCodes.notFound);
    expect(await auditRowsOf('line.pause')).toHaveLength(1);
  });
});
