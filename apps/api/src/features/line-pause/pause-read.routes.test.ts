import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOGIN_TOKEN_HEADER, messages, resultCodes, textOf } from '@mvno/contract';
import { userLines } from '../../db/schema/account.ts';
import { linePauses } from '../../db/schema/ledger.ts';
import { gildong, loginWithId } from '../../test/accounts.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { selfCareCallsOf } from '../../test/self-care-calls.ts';
import { createTestApp } from '../../test/test-app.ts';

// Self-care reads on the demo's ledger, seeded on 26 November 2026 at noon Korea time (docs/self-care.md).
const clock = createManualClock(new Date('2026-11-26T12:00:00+09:00'));
const demo = withDemoSubscribers({}, { clock });
const { entityOf } = selfCareCallsOf(demo);

describe('a carrier slower than its timeout', () => {
  it('answers the pause check with HTTP 504 and the §8 message, and the next check asks again', async () => {
    const slow = await createTestApp(
      { CARRIER_SANDBOX_DELAY_MS: '400', CARRIER_TIMEOUT_MS: '50' },
      { clock },
    );
    try {
      const { token } = await loginWithId(slow.app, gildong);
      const ask = () =>
        slow.app.inject({
          method: 'GET',
          url: '/api/self-care/pause/check',
          headers: { [LOGIN_TOKEN_HEADER]: token },
        });
      const first = await ask();
      expect(first.statusCode).toBe(504);
      expect(first.json()).toMatchObject({
        code: resultCodes.providerTimeout,
        message: textOf(messages.carrierDelay),
      });
      expect((await ask()).statusCode).toBe(504);
      // Reads the carrier has no part in go on.
      const usage = await slow.app.inject({
        method: 'GET',
        url: '/api/self-care/usage',
        headers: { [LOGIN_TOKEN_HEADER]: token },
      });
      expect(usage.statusCode).toBe(200);
    } finally {
      await slow.close();
    }
  });
});

describe('a line that cannot be paused', () => {
  it('says why, in the reader’s language', async () => {
    const db = demo.testApp.database.db;
    // Her line reported lost (a loss suspension the carrier took), as the loss-suspension action records it.
    const [line] = await db
      .select({ userLineNo: userLines.userLineNo })
      .from(userLines)
      .where(eq(userLines.serviceNumber, '01036902468'));
    const now = new Date();
    const [loss] = await db
      .insert(linePauses)
      .values({
        userLineNo: line?.userLineNo ?? 0,
        kind: 'LOSS',
        startsOn: '2026-01-01',
        endsOn: null,
        orderId: 'LOSS-test',
        requestedAt: now,
        confirmedAt: now,
      })
      .returning();
    try {
      expect(await entityOf(demo.youngheeToken, 'checkPause')).toMatchObject({
        lineStatus: 'LOST',
        isPausable: false,
        reason: textOf(messages.pauseWhileLost, 'ko'),
      });
      const english = await demo.testApp.app.inject({
        method: 'GET',
        url: '/api/self-care/pause/check',
        headers: { [LOGIN_TOKEN_HEADER]: demo.youngheeToken, 'accept-language': 'en' },
      });
      const reason = english.json<{ entity: { reason: string } }>().entity.reason;
      expect(reason).toBe(textOf(messages.pauseWhileLost, 'en'));
      expect(reason).not.toMatch(/[가-힣]/);
    } finally {
      await db.delete(linePauses).where(eq(linePauses.pauseNo, loss?.pauseNo ?? 0));
    }
  });
});
