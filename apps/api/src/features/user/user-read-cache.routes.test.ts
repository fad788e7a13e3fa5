import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, textOf } from '@mvno/contract';
import { sessions, userLines, users } from '../../db/schema/account.ts';
import { plans } from '../../db/schema/product.ts';
import { hashToken } from '../../shared/opaque-token.ts';
import { gildong, get, loginUserIn, loginWithId, younghee } from '../../test/accounts.ts';
import { useTestApp } from '../../test/test-app.ts';

// Authenticated reads may come from memory (shared/tagged-cache.ts). Whatever changes a row they were read
// from, through the API or straight in the database, the very next read shows it.
const testApp = useTestApp();

const app = () => testApp.app;
const db = () => testApp.database.db;

async function readUser(token: string) {
  const { response, body } = await get(app(), '/api/user', { token });
  expect(body.code, body.message).toBe(1);
  expect(response.statusCode).toBe(200);
  return loginUserIn(body.entity, token);
}

describe('GET user after a change in the database', () => {
  it('refuses a token at once when its session is revoked', async () => {
    const { token } = await loginWithId(app(), gildong);
    await readUser(token);
    await readUser(token);
    await db()
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const { response, body } = await get(app(), '/api/user', { token });
    expect(response.statusCode).toBe(401);
    expect(body.message).toBe(textOf(messages.unauthorized));
  });

  it('refuses a token at once when its session row is gone', async () => {
    const { token } = await loginWithId(app(), younghee);
    await readUser(token);
    await db()
      .delete(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await get(app(), '/api/user', { token })).response.statusCode).toBe(401);
  });

  it('shows the subscriber’s changed details', async () => {
    const { token } = await loginWithId(app(), gildong);
    expect((await readUser(token)).userEmail).toBe('gildong@baromobile.example');
    await db().update(users).set({ userEmail: 'hong@example.kr' }).where(eq(users.loginId, gildong.loginId));
    expect((await readUser(token)).userEmail).toBe('hong@example.kr');
  });

  it('shows a line’s new status and a renamed plan on it', async () => {
    const { token, loginUser } = await loginWithId(app(), gildong);
    const fiveG = loginUser.lineList.find((line) => line.serviceNumber === gildong.fiveGNumber);
    if (fiveG === undefined) throw new Error('the demo subscriber has a 5G line');
    await readUser(token);

    await db()
      .update(userLines)
      .set({ lineStatus: 'PAUSED' })
      .where(eq(userLines.userLineNo, fiveG.userLineNo));
    const paused = (await readUser(token)).lineList.find((line) => line.userLineNo === fiveG.userLineNo);
    expect(paused?.lineStatus).toBe('PAUSED');

    await db().update(plans).set({ planName: '5G 새 이름 요금제' }).where(eq(plans.planNo, fiveG.planNo));
    const renamed = (await readUser(token)).lineList.find((line) => line.userLineNo === fiveG.userLineNo);
    expect(renamed?.planName).toBe('5G 새 이름 요금제');
  });

  it('follows the session to another line', async () => {
    const { token, loginUser } = await loginWithId(app(), gildong);
    expect((await readUser(token)).loginServiceNumber).toBe(gildong.lteNumber);
    const fiveG = loginUser.lineList.find((line) => line.serviceNumber === gildong.fiveGNumber);
    await db()
      .update(sessions)
      .set({ userLineNo: fiveG?.userLineNo })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await readUser(token)).loginServiceNumber).toBe(gildong.fiveGNumber);
  });
});
