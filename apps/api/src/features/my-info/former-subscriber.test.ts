import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billAccounts, sessions, userLines, users } from '../../db/schema/account.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { invoices } from '../../db/schema/ledger.ts';
import { gildong, younghee } from '../../test/accounts.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';

// Former subscribers' details kept only as the privacy policy says (docs/self-care-rules.md): 김영희's only line
// ended on 20 May 2026; from Friday 27 November 2026 the daily job erases her once she owes nothing.

const clock = createManualClock(new Date('2026-11-27T03:35:00+09:00'));
const demo = withDemoSubscribers({}, { clock });
const erase = () => demo.testApp.app.jobs.perform('erase-former-subscribers');

async function userOf(serviceNumber: string) {
  const [line] = await demo.testApp.database.db
    .select({ userNo: userLines.userNo, userLineNo: userLines.userLineNo, billAcntId: userLines.billAcntId })
    .from(userLines)
    .where(eq(userLines.serviceNumber, serviceNumber));
  const [user] = await demo.testApp.database.db.select().from(users).where(eq(users.userNo, line!.userNo));
  return { ...line!, user: user! };
}

describe('erasing former subscribers', () => {
  it('keeps a subscriber with a line in use, and one who left with a bill unpaid', async () => {
    const her = await userOf(younghee.number);
    await demo.testApp.database.db
      .update(userLines)
      .set({ lineStatus: 'TERMINATED', endedAt: new Date('2026-05-20T10:00:00+09:00') })
      .where(eq(userLines.userLineNo, her.userLineNo));
    // Her latest bill is unpaid in the seed.
    expect(await erase()).toBe(0);
    expect((await userOf(gildong.lteNumber)).user.erasedAt).toBeNull();
    expect((await userOf(younghee.number)).user).toMatchObject({ erasedAt: null, loginId: younghee.loginId });
  });

  it('erases one who owes nothing 6 months after the last line ended, once, with an audit row', async () => {
    const her = await userOf(younghee.number);
    await demo.testApp.database.db
      .update(invoices)
      .set({ paidAmount: invoices.totalAmount })
      .where(eq(invoices.billAcntId, her.billAcntId));
    expect(await erase()).toBe(1);
    expect(await erase()).toBe(0);
    const after = await userOf(younghee.number);
    expect(after.user).toMatchObject({
      loginId: null,
      passwordHash: null,
      userName: '김*희',
      userBirth: '',
      userEmail: '',
      ci: null,
      ssnEncrypted: '',
      isMarketingAgree: false,
    });
    expect(after.user.erasedAt).not.toBeNull();
    const [account] = await demo.testApp.database.db
      .select()
      .from(billAccounts)
      .where(eq(billAccounts.billAcntId, her.billAcntId));
    expect(account?.payerName).toBe('김*희');
    expect(
      await demo.testApp.database.db.select().from(sessions).where(eq(sessions.userNo, her.userNo)),
    ).toEqual([]);
    // Her bills stay, for the years the law asks.
    expect(
      (await demo.testApp.database.db.select().from(invoices).where(eq(invoices.billAcntId, her.billAcntId)))
        .length,
    ).toBeGreaterThan(0);
    const audit = await demo.testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.erase'));
    expect(audit.map(({ subjectNo }) => subjectNo)).toEqual([String(her.userNo)]);
    expect((await userOf(gildong.lteNumber)).user.erasedAt).toBeNull();
  });
});
