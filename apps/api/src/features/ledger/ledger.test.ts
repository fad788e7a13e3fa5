import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lateFeeOf, VAT_PERCENT } from '@mvno/contract';
import { userLines } from '../../db/schema/account.ts';
import {
  carrierFeedCursors,
  invoiceItems,
  invoices,
  usageDays,
  usageRecords,
} from '../../db/schema/ledger.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { useTestApp } from '../../test/test-app.ts';

// The ledger on the demo's own data (docs/billing.md): seeded on 26 November 2026 at noon, Korea time, so the
// seed has billed November 2025 to October 2026 and read usage up to 11:00 that day.
const clock = createManualClock(new Date('2026-11-26T12:00:00+09:00'));
const testApp = useTestApp({}, { clock });
const db = () => testApp.database.db;

const GB = 1024 ** 3;
/** 김영희's 2 GB line: no slow-down once used up, so data beyond the allowance is charged. */
const YOUNGHEE_LINE = '01036902468';
const YOUNGHEE_ACCOUNT = '5100369024';

async function lineNoOf(serviceNumber: string): Promise<number> {
  const [line] = await db()
    .select({ userLineNo: userLines.userLineNo })
    .from(userLines)
    .where(eq(userLines.serviceNumber, serviceNumber));
  if (line === undefined) throw new Error(`no line ${serviceNumber}`);
  return line.userLineNo;
}

async function billOf(billAcntId: string, period: string) {
  const [invoice] = await db()
    .select()
    .from(invoices)
    .where(and(eq(invoices.billAcntId, billAcntId), eq(invoices.period, period)));
  if (invoice === undefined) return undefined;
  const items = await db()
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceNo, invoice.invoiceNo))
    .orderBy(asc(invoiceItems.position));
  return { ...invoice, items };
}

const csvOf = (rows: string[][]) =>
  ['recordId,serviceNumber,usageKind,quantity,usedAt', ...rows.map((row) => row.join(','))].join('\n');

describe('the demo seed', () => {
  it('bills each demo account for the twelve closed months, from the ledger, final and adding up', async () => {
    const perAccount = await db()
      .select({ billAcntId: invoices.billAcntId, bills: count() })
      .from(invoices)
      .groupBy(invoices.billAcntId);
    expect(perAccount).toHaveLength(5);
    for (const account of perAccount) expect(account.bills).toBe(12);
    const all = await db().select().from(invoices);
    expect(new Set(all.map((invoice) => invoice.period)).size).toBe(12);
    expect(all.every((invoice) => invoice.stage === 'FINAL')).toBe(true);
    for (const invoice of all) {
      const items = await db()
        .select()
        .from(invoiceItems)
        .where(eq(invoiceItems.invoiceNo, invoice.invoiceNo));
      expect(items.reduce((sum, item) => sum + item.amount, 0)).toBe(invoice.totalAmount);
      const taxable = items.filter((item) => item.isTaxable).reduce((sum, item) => sum + item.amount, 0);
      expect(invoice.vatAmount).toBe(Math.floor((taxable * VAT_PERCENT) / 100));
      expect(invoice.totalAmount % 10).toBe(0);
    }
  });

  it('has read a year of usage through the feed, and remembers where the feed is', async () => {
    const [records] = await db().select({ count: count() }).from(usageRecords);
    expect(records?.count).toBeGreaterThan(5 * 365 * 6);
    const [cursor] = await db().select().from(carrierFeedCursors);
    expect(cursor?.cursor).toBe('2026-11-26T11');
  });

  it('charges the late payer 2 % of the bill paid after its due month, once, on the next bill', async () => {
    const late = await billOf(YOUNGHEE_ACCOUNT, '2026-06');
    const next = await billOf(YOUNGHEE_ACCOUNT, '2026-07');
    expect(late?.lateFeeInvoiceNo).toBe(next?.invoiceNo);
    expect(next?.items.filter((item) => item.itemType === 'LATE_FEE')).toMatchObject([
      { itemName: '2026-06', amount: lateFeeOf(late?.totalAmount ?? 0), isTaxable: false },
    ]);
    const lateFees = await db()
      .select({ count: count() })
      .from(invoiceItems)
      .where(eq(invoiceItems.itemType, 'LATE_FEE'));
    expect(lateFees[0]?.count).toBe(1);
    // Her October bill is still unpaid: due on 25 November, so the demo shows an overdue bill.
    expect(await billOf(YOUNGHEE_ACCOUNT, '2026-10')).toMatchObject({ paidAmount: 0, dueOn: '2026-11-25' });
  });

  it('carries 홍길동 5G line’s instalment, 선택약정 and insurance outside the VAT base where they belong', async () => {
    const bill = await billOf('5100741085', '2026-10');
    const byType = (type: string) => bill?.items.filter((item) => item.itemType === type) ?? [];
    expect(byType('INSTALMENT')).toMatchObject([
      { itemName: '갤럭시 S25 256GB', amount: 48_125, portionCount: 16, portionOf: 24, isTaxable: false },
    ]);
    expect(byType('DISCOUNT').map((item) => item.itemName)).toEqual([
      '장기고객 할인',
      '개통 프로모션 할인',
      '선택약정 할인',
    ]);
    expect(byType('ADD_SERVICE').find((item) => item.itemName === '휴대폰 분실파손 보험')).toMatchObject({
      amount: 5_500,
      isTaxable: false,
    });
  });
});

describe('usage ingestion', () => {
  it('keeps a replayed record once, and adds it to its line’s day once', async () => {
    const userLineNo = await lineNoOf(YOUNGHEE_LINE);
    const dayBefore = await db()
      .select()
      .from(usageDays)
      .where(and(eq(usageDays.userLineNo, userLineNo), eq(usageDays.usageDay, '2026-11-26')));
    const file = csvOf([['REPLAY-1', YOUNGHEE_LINE, 'VOICE', '125', '2026-11-26T09:10:00+09:00']]);
    expect(await testApp.app.ledger.importUsageCsv(file)).toMatchObject({
      added: 1,
      repeated: 0,
      rejected: [],
    });
    expect(await testApp.app.ledger.importUsageCsv(file)).toMatchObject({
      added: 0,
      repeated: 1,
      rejected: [],
    });
    const [dayAfter] = await db()
      .select()
      .from(usageDays)
      .where(and(eq(usageDays.userLineNo, userLineNo), eq(usageDays.usageDay, '2026-11-26')));
    expect(dayAfter?.voiceSeconds).toBe((dayBefore[0]?.voiceSeconds ?? 0) + 125);
  });

  it('refuses records of no line of ours, from the future, before the line opened or of a final month', async () => {
    const report = await testApp.app.ledger.importUsageCsv(
      csvOf([
        ['R-UNKNOWN', '01099998888', 'DATA', '1000', '2026-11-26T09:00:00+09:00'],
        ['R-FUTURE', YOUNGHEE_LINE, 'DATA', '1000', '2026-11-27T09:00:00+09:00'],
        ['R-BEFORE', YOUNGHEE_LINE, 'SMS', '1', '2023-01-01T09:00:00+09:00'],
        ['R-FINAL', YOUNGHEE_LINE, 'SMS', '1', '2026-10-31T23:00:00+09:00'],
        ['R-BAD', YOUNGHEE_LINE, 'FAX', '1', '2026-11-26T09:00:00+09:00'],
      ]),
    );
    expect(report.added).toBe(0);
    expect(report.rejected).toEqual([
      { recordId: 'R-UNKNOWN', reason: 'serviceNumber: no line of ours has this number' },
      { recordId: 'R-FUTURE', reason: 'usedAt: in the future' },
      { recordId: 'R-BEFORE', reason: 'usedAt: before the line was opened' },
      { recordId: 'R-FINAL', reason: 'usedAt: the bill of that month is final; send it as an adjustment' },
    ]);
    expect(report.rejectedRows.map((row) => row.line)).toEqual([6]);
    expect(report.rejectedRows[0]?.reason).toContain('usageKind');
  });

  it('reads the feed on its timer from where it stopped, each hour once', async () => {
    clock.advanceSeconds(3 * 3600);
    try {
      const added = await testApp.app.jobs.perform('read-usage-feed');
      expect(added).toBeGreaterThan(0);
      expect(await testApp.app.jobs.perform('read-usage-feed', '2026-11-26T14:10')).toBe(0);
      const [cursor] = await db().select().from(carrierFeedCursors);
      expect(cursor?.cursor).toBe('2026-11-26T14');
    } finally {
      clock.advanceSeconds(-3 * 3600);
    }
  });
});

describe('the bill run', () => {
  it('refuses a month that has not ended', async () => {
    await expect(testApp.app.jobs.perform('bill-run', '2026-11')).rejects.toThrow(
      '2026-11 has not ended yet',
    );
  });

  it('bills a closed month once, keeps it a draft for its grace period, then makes it final with what came late', async () => {
    // 1 December 04:00: November is billed, in parallel twice, and each account gets one bill.
    clock.advanceSeconds((4 * 24 + 16) * 3600);
    try {
      const [first, second] = await Promise.all([
        testApp.app.jobs.perform('bill-run', '2026-11'),
        testApp.app.jobs.perform('bill-run', '2026-11'),
      ]);
      expect(first + second).toBe(5);
      expect(await testApp.app.jobs.perform('bill-run', '2026-11')).toBe(0);
      const draft = await billOf(YOUNGHEE_ACCOUNT, '2026-11');
      expect(draft).toMatchObject({ stage: 'DRAFT', dueOn: '2026-12-25' });
      expect(draft?.draftUntil.toISOString()).toBe('2026-12-02T19:00:00.000Z');

      // Within the grace period a late record of November still counts: 3 GB more on a 2 GB line.
      const late = await testApp.app.ledger.importUsageCsv(
        csvOf([['LATE-1', YOUNGHEE_LINE, 'DATA', String(3 * GB), '2026-11-30T21:00:00+09:00']]),
      );
      expect(late).toMatchObject({ added: 1, rejected: [] });
      expect(await testApp.app.jobs.perform('finalize-bills', '2026-12-02')).toBe(0);

      clock.advanceSeconds(2 * 24 * 3600 + 1800);
      expect(await testApp.app.jobs.perform('finalize-bills', '2026-12-03')).toBe(5);
      const final = await billOf(YOUNGHEE_ACCOUNT, '2026-11');
      expect(final?.stage).toBe('FINAL');
      expect(
        final?.items.find((item) => item.itemType === 'USAGE' && item.usageKind === 'DATA')?.amount,
      ).toBeGreaterThan(0);
      expect(final?.items.reduce((sum, item) => sum + item.amount, 0)).toBe(final?.totalAmount);

      // Once final, November is closed to the feed: the record goes as an adjustment instead.
      const after = await testApp.app.ledger.importUsageCsv(
        csvOf([['LATE-2', YOUNGHEE_LINE, 'DATA', '1000', '2026-11-30T22:00:00+09:00']]),
      );
      expect(after.rejected).toHaveLength(1);
    } finally {
      clock.advanceSeconds(-((4 * 24 + 16) * 3600 + 2 * 24 * 3600 + 1800));
    }
  });

  it('computes a bill without keeping it (the dry run)', async () => {
    const [before] = await db().select({ count: count() }).from(invoices);
    const preview = await testApp.app.ledger.previewBill(YOUNGHEE_ACCOUNT, '2026-12');
    expect(preview.totalAmount).toBeGreaterThan(0);
    expect(preview.items.reduce((sum, item) => sum + item.amount, 0)).toBe(preview.totalAmount);
    // Without its add-on, the same month costs less: the change is applied to the ledger, not kept.
    const withoutAddOns = await testApp.app.ledger.previewBill(YOUNGHEE_ACCOUNT, '2026-12', (account) => ({
      ...account,
      lines: account.lines.map((line) => ({ ...line, addServices: [] })),
    }));
    expect(withoutAddOns.totalAmount).toBeLessThan(preview.totalAmount);
    const [after] = await db().select({ count: count() }).from(invoices);
    expect(after?.count).toBe(before?.count);
  });
});
