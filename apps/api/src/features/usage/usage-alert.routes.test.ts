import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, resultCodes, textOf, type BillSoFar, type UsageAlertSettings } from '@mvno/contract';
import { userLines } from '../../db/schema/account.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { usageDays } from '../../db/schema/ledger.ts';
import { get, gildong, loginWithId, post, younghee } from '../../test/accounts.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';

// Data alerts and the spending cap (docs/self-care-rules.md) on 김영희's line, LTE 통화무제한 2GB with a data
// add-on (no slower speed after it: data beyond the allowance is charged), from Friday 27 November 2026 with 40 % of her data used. The
// usage watch is the job; the tests run in order on one app.

const clock = createManualClock(new Date('2026-11-27T09:00:00+09:00'));
const demo = withDemoSubscribers({ CARRIER_TIMEOUT_MS: '800' }, { clock });
const MB = 1024 * 1024;

let keys = 0;
const newKey = () => `usage-alert-test-${String((keys += 1)).padStart(4, '0')}`;
const change = (body: unknown, idempotencyKey = newKey()) =>
  post(demo.testApp.app, '/api/self-care/usage/alert', body, { token: demo.youngheeToken, idempotencyKey });
const settings = async () =>
  (await get(demo.testApp.app, '/api/self-care/usage/alert', { token: demo.youngheeToken })).body
    .entity as UsageAlertSettings;
const watch = () => demo.testApp.app.jobs.perform('watch-usage');

async function lineNo(serviceNumber: string = younghee.number) {
  const [line] = await demo.testApp.database.db
    .select({ userLineNo: userLines.userLineNo })
    .from(userLines)
    .where(eq(userLines.serviceNumber, serviceNumber));
  return line!.userLineNo;
}

/** Adds data used on the clock's day (of November, where the tests begin), as the usage feed would. */
async function use(bytes: number, serviceNumber: string = younghee.number) {
  const userLineNo = await lineNo(serviceNumber);
  const usageDay = clock.now() < new Date('2026-12-01T00:00:00+09:00') ? '2026-11-27' : '2026-12-01';
  await demo.testApp.database.db
    .insert(usageDays)
    .values({ userLineNo, usageDay, dataBytes: bytes })
    .onConflictDoUpdate({
      target: [usageDays.userLineNo, usageDays.usageDay],
      set: { dataBytes: sql`${usageDays.dataBytes} + ${bytes}` },
    });
}

async function latestText(phone: string = younghee.number) {
  const { body } = await get(demo.testApp.app, `/api/sandbox/outbox?phone=${phone}`);
  return (body.entity as { text: string } | null)?.text ?? '';
}

const auditActions = async (action: string) =>
  demo.testApp.database.db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectNo, String(await lineNo()))));

describe('data alerts and the spending cap', () => {
  it('refuses a share or a cap that is not one of the choices', async () => {
    for (const body of [
      { dataAlertPercents: [75], spendingCap: null },
      { dataAlertPercents: [80, 80], spendingCap: null },
      { dataAlertPercents: [], spendingCap: 12_345 },
    ]) {
      const answer = await change(body);
      expect(answer.body.code).not.toBe(resultCodes.success);
      expect(answer.body.message).toBe(textOf(messages.usageSettingsTierInvalid));
    }
    expect((await settings()).dataAlertPercents).toEqual([]);
  });

  it('keeps the alerts and the cap chosen, with an audit row', async () => {
    const answer = await change({ dataAlertPercents: [50, 80, 100], spendingCap: 5_000 });
    expect(answer.body.entity).toMatchObject({
      dataAlertPercents: [50, 80, 100],
      spendingCap: 5_000,
      dataUsedPercent: 40,
      overageAmount: 0,
      capReachedAt: null,
    });
    expect(await auditActions('line.usage-settings')).toHaveLength(1);
  });

  it('texts the highest share reached once, and not again', async () => {
    expect(await watch()).toBe(0);
    await use(1_300 * MB);
    expect(await watch()).toBe(1);
    expect(await latestText()).toContain('데이터를 80% 썼어요');
    expect((await settings()).alertedPercents).toEqual([50, 80]);
    expect(await watch()).toBe(0);
  });

  it('stops paid use at the carrier at the cap, and the bill holds to it', async () => {
    await use(900 * MB);
    expect(await watch()).toBe(2);
    expect(await latestText()).toContain('상한 5,000원에 닿았어요');
    const state = await settings();
    expect(state.alertedPercents).toEqual([50, 80, 100]);
    expect(state.capReachedAt).not.toBeNull();
    expect(state.overageAmount).toBe(5_000);
    expect(await auditActions('line.overage.stop')).toHaveLength(1);
    const soFar = (await get(demo.testApp.app, '/api/self-care/bill/fee/info', { token: demo.youngheeToken }))
      .body.entity as BillSoFar;
    const beyond = soFar.items
      .filter((item) => item.itemType === 'USAGE' || item.itemName === '요금 상한을 넘은 사용료')
      .reduce((sum, item) => sum + item.amount, 0);
    expect(beyond).toBe(4_545);
    // Once a month: the next run stops nothing more.
    expect(await watch()).toBe(0);
  });

  it('lifts the stop at once when the cap is raised, and stops again at once when it is lowered', async () => {
    const raised = await change({ dataAlertPercents: [50, 80, 100], spendingCap: 50_000 });
    expect(raised.body.entity).toMatchObject({ spendingCap: 50_000, capReachedAt: null });
    expect((await settings()).overageAmount).toBeGreaterThan(5_000);
    const lowered = await change({ dataAlertPercents: [50, 80, 100], spendingCap: 5_000 });
    expect((lowered.body.entity as UsageAlertSettings).capReachedAt).not.toBeNull();
    const overages = (await auditActions('line.usage-settings')).map(
      ({ after }) => (after as { overage?: string }).overage,
    );
    expect(overages).toEqual([undefined, 'LIFT', 'STOP']);
  });

  it('changes nothing when the carrier does not answer the lift, and says 504', async () => {
    const userLineNo = await lineNo();
    const rename = (serviceNumber: string) =>
      demo.testApp.database.db
        .update(userLines)
        .set({ serviceNumber })
        .where(eq(userLines.userLineNo, userLineNo));
    await rename('01036908888');
    try {
      const answer = await change({ dataAlertPercents: [80], spendingCap: null });
      expect(answer.response.statusCode).toBe(504);
      expect(await settings()).toMatchObject({ dataAlertPercents: [50, 80, 100], spendingCap: 5_000 });
      expect((await settings()).capReachedAt).not.toBeNull();
    } finally {
      await rename(younghee.number);
    }
  });

  it('lifts the stop when the month ends, and the new month starts from nothing', async () => {
    clock.set(new Date('2026-12-01T00:20:00+09:00'));
    await watch();
    expect(await auditActions('line.overage.resume')).toHaveLength(1);
    // Days later: her session has ended meanwhile.
    const { token } = await loginWithId(demo.testApp.app, younghee);
    const { body } = await get(demo.testApp.app, '/api/self-care/usage/alert', { token });
    expect(body.entity).toMatchObject({
      period: '2026-12',
      spendingCap: 5_000,
      alertedPercents: [],
      capReachedAt: null,
      overageAmount: 0,
    });
  });

  it('watches every subscriber’s lines in one run, each against its own account', async () => {
    const { token } = await loginWithId(demo.testApp.app, gildong);
    const set = await post(
      demo.testApp.app,
      '/api/self-care/usage/alert',
      { dataAlertPercents: [50, 90], spendingCap: null },
      { token, idempotencyKey: newKey() },
    );
    expect(set.body.code).toBe(resultCodes.success);
    const youngheeBefore = await latestText();
    // 홍길동's LTE line (15GB) uses 14GB on the 1st; 김영희 uses nothing yet.
    await use(14 * 1024 * MB, gildong.lteNumber);
    expect(await watch()).toBe(1);
    expect(await latestText(gildong.lteNumber)).toContain('데이터를 90% 썼어요');
    expect(await latestText()).toBe(youngheeBefore);
  });
});
