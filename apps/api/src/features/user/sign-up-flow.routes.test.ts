import { describe, expect, it } from 'vitest';
import {
  IDENTITY_VERIFICATION_SECONDS,
  joinResultSchema,
  messages,
  SIGN_UP_FLOW_KEEP_SECONDS,
  signUpFlowSchema,
  startedSignUpSchema,
  textOf,
} from '@mvno/contract';
import { get, gildong, login, minjun, post, seoyeon, verifyBySimpleAuth } from '../../test/accounts.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { useTestApp } from '../../test/test-app.ts';

const clock = createManualClock();
const testApp = useTestApp({}, { clock });
const app = () => testApp.app;

let addressCount = 0;
const freshAddress = () => `198.51.100.${(addressCount += 1)}`;

async function startSignUp(address = freshAddress()) {
  const { body } = await post(app(), '/api/user/join/flow', undefined, { address });
  expect(body.code, body.message).toBe(1);
  return startedSignUpSchema.parse(body.entity);
}

async function simpleAuthOf(person: { userName: string; userPhone: string }) {
  clock.advanceSeconds(121);
  return (await verifyBySimpleAuth(app(), person, { address: freshAddress() })).authSeq;
}

const find = async (flowKey: string) => (await get(app(), `/api/user/join/flow/${flowKey}`)).body;
const verify = async (flowKey: string, authSeq: string) =>
  (await post(app(), `/api/user/join/flow/${flowKey}/verify`, { authSeq })).body;
const finish = async (flowKey: string, credentials: { loginId: string; password: string }) =>
  (await post(app(), `/api/user/join/flow/${flowKey}/join`, credentials, { address: freshAddress() })).body;

describe('sign-up as a flow the server keeps', () => {
  it('goes VERIFY → CREDENTIALS → JOINED, showing the verified person masked, and the login works', async () => {
    const started = await startSignUp();
    expect(started).toMatchObject({
      flowName: 'sign-up',
      step: 'VERIFY',
      collected: { maskedName: null, maskedPhone: null, verifiedUntil: null, loginId: null },
    });

    const verified = await verify(
      started.flowKey,
      await simpleAuthOf({ userName: minjun.userName, userPhone: minjun.number }),
    );
    expect(verified.code, verified.message).toBe(1);
    expect(signUpFlowSchema.parse(verified.entity)).toMatchObject({
      step: 'CREDENTIALS',
      collected: { maskedName: '이*준', maskedPhone: '010-****-1357' },
    });
    // A reload, or another tab: the server says where the sign-up is.
    expect(signUpFlowSchema.parse((await find(started.flowKey)).entity).step).toBe('CREDENTIALS');
    expect(JSON.stringify(await find(started.flowKey))).not.toContain(minjun.number);

    const joined = await finish(started.flowKey, { loginId: 'minjun77', password: 'Minjun#8642' });
    expect(joined.code, joined.message).toBe(1);
    expect(joinResultSchema.parse(joined.entity).loginId).toBe('minjun77');
    expect(signUpFlowSchema.parse((await find(started.flowKey)).entity)).toMatchObject({
      step: 'JOINED',
      collected: { loginId: 'minjun77' },
    });
    await login(
      app(),
      { loginType: 'ID', loginId: 'minjun77', password: 'Minjun#8642' },
      { address: freshAddress() },
    );

    // Nothing leaves JOINED: the same flow cannot make a second login.
    expect(await finish(started.flowKey, { loginId: 'minjun78', password: 'Minjun#8642' })).toEqual({
      code: 2,
      message: textOf(messages.flowStepOutOfOrder),
      entity: null,
    });
  });

  it('refuses a step taken out of order, and leaves the flow where it was', async () => {
    const { flowKey } = await startSignUp();
    expect(await finish(flowKey, { loginId: 'seoyeon12', password: 'Seoyeon#7531' })).toEqual({
      code: 2,
      message: textOf(messages.flowStepOutOfOrder),
      entity: null,
    });
    expect(signUpFlowSchema.parse((await find(flowKey)).entity).step).toBe('VERIFY');
  });

  it.each([
    [
      'a subscriber who already has a login',
      { userName: gildong.userName, userPhone: gildong.lteNumber },
      textOf(messages.alreadyJoined),
    ],
    [
      'a person who holds no line',
      { userName: '최지우', userPhone: '01099990000' },
      textOf(messages.notSubscriber),
    ],
  ])('tells %s at the verification, before an ID is chosen', async (_, person, refusal) => {
    const { flowKey } = await startSignUp();
    expect(await verify(flowKey, await simpleAuthOf(person))).toEqual({
      code: 2,
      message: refusal,
      entity: null,
    });
    expect(signUpFlowSchema.parse((await find(flowKey)).entity).step).toBe('VERIFY');
  });

  it('sends a sign-up whose verification ran out back to VERIFY, and keeps the flow for days', async () => {
    const { flowKey } = await startSignUp();
    await verify(flowKey, await simpleAuthOf({ userName: seoyeon.userName, userPhone: seoyeon.number }));
    clock.advanceSeconds(IDENTITY_VERIFICATION_SECONDS + 1);
    expect(signUpFlowSchema.parse((await find(flowKey)).entity)).toMatchObject({
      step: 'VERIFY',
      collected: { maskedName: null },
    });
    expect(await finish(flowKey, { loginId: 'seoyeon12', password: 'Seoyeon#7531' })).toMatchObject({
      message: textOf(messages.flowStepOutOfOrder),
    });
    // The next day, verified again, the same flow goes on.
    clock.advanceSeconds(24 * 60 * 60);
    const again = await verify(
      flowKey,
      await simpleAuthOf({ userName: seoyeon.userName, userPhone: seoyeon.number }),
    );
    expect(again.code, again.message).toBe(1);
    clock.advanceSeconds(SIGN_UP_FLOW_KEEP_SECONDS + 1);
    expect(await find(flowKey)).toEqual({ code: 4040, message: textOf(messages.flowNotFound), entity: null });
  });

  it('answers a key it never gave as not found, and a malformed one as bad input', async () => {
    expect(await find('A'.repeat(43))).toEqual({
      code: 4040,
      message: textOf(messages.flowNotFound),
      entity: null,
    });
    const { response, body } = await get(app(), '/api/user/join/flow/not-a-key');
    expect(response.statusCode).toBe(400);
    expect(body.message).toContain('flowKey');
  });

  it('limits how many sign-ups one address begins', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => post(app(), '/api/user/join/flow', undefined, { address })),
    );
    const codes = answers.map(({ body }) => body.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(20);
    expect(answers.find(({ body }) => body.code !== 1)?.response.statusCode).toBe(429);
  });
});
