import { describe, expect, it } from 'vitest';
import { messages, resultCodes, textOf } from '@mvno/contract';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { GILDONG_5G_ACCOUNT, GILDONG_LTE_ACCOUNT, selfCareCallsOf } from '../../test/self-care-calls.ts';

// Self-care reads on the demo's ledger, seeded on 26 November 2026 at noon Korea time (docs/self-care.md).
const clock = createManualClock(new Date('2026-11-26T12:00:00+09:00'));
const demo = withDemoSubscribers({}, { clock });
const { read, entityOf, useLine } = selfCareCallsOf(demo);

describe('bills', () => {
  it('lists the last 12 bills newest first, each with its status on the day', async () => {
    const bills = await entityOf<{
      billAcntId: string;
      unpaidAmount: number;
      list: Array<{ period: string; status: string; dueOn: string; totalAmount: number }>;
    }>(demo.gildongToken, 'findBills');
    expect(bills.billAcntId).toBe(GILDONG_LTE_ACCOUNT);
    expect(bills.list).toHaveLength(12);
    expect(bills.list[0]).toMatchObject({ period: '2026-10', status: 'PAID', dueOn: '2026-11-25' });
    expect(bills.unpaidAmount).toBe(0);
    // 김영희's October bill was due yesterday and is unpaid.
    const hers = await entityOf<{
      unpaidAmount: number;
      list: Array<{ status: string; totalAmount: number }>;
    }>(demo.youngheeToken, 'findBills');
    expect(hers.list[0]?.status).toBe('OVERDUE');
    expect(hers.unpaidAmount).toBe(hers.list[0]?.totalAmount);
  });

  it('opens one month’s bill with its items, the VAT and the 10-won cut adding up to the total', async () => {
    const detail = await entityOf<{
      bill: { period: string; totalAmount: number };
      vatAmount: number;
      items: Array<{ itemType: string; amount: number; serviceNumber: string | null; isTaxable: boolean }>;
    }>(demo.gildongToken, 'findBillFee', `?period=2026-09&billAcntId=${GILDONG_5G_ACCOUNT}`);
    expect(detail.bill.period).toBe('2026-09');
    expect(detail.items.reduce((sum, item) => sum + item.amount, 0)).toBe(detail.bill.totalAmount);
    expect(detail.items.find((item) => item.itemType === 'VAT')?.amount).toBe(detail.vatAmount);
    expect(detail.items.find((item) => item.itemType === 'RECURRING')?.serviceNumber).toBe('010-****-8520');
    expect(
      detail.items.filter((item) => item.itemType === 'INSTALMENT').every((item) => !item.isTaxable),
    ).toBe(true);
  });

  it('says so when the month has no bill', async () => {
    const { body } = await read(demo.gildongToken, 'findBillFee', '?period=2019-01');
    expect(body).toMatchObject({ code: resultCodes.notFound, message: textOf(messages.billOfMonthNotFound) });
  });

  it('computes this month so far without keeping a bill', async () => {
    const soFar = await entityOf<{ period: string; totalAmount: number; items: Array<{ itemType: string }> }>(
      demo.gildongToken,
      'findBillSoFar',
    );
    expect(soFar.period).toBe('2026-11');
    expect(soFar.items.map((item) => item.itemType)).toContain('RECURRING');
    expect(soFar.totalAmount % 10).toBe(0);
    const bills = await entityOf<{ list: Array<{ period: string }> }>(demo.gildongToken, 'findBills');
    expect(bills.list.map((bill) => bill.period)).not.toContain('2026-11');
  });

  it('shows the payments made, the accounts and how each pays, masked', async () => {
    const payments = await entityOf<{ list: Array<{ period: string; channel: string; payMethod: string }> }>(
      demo.gildongToken,
      'findBillPayments',
    );
    expect(payments.list[0]).toMatchObject({ period: '2026-10', channel: 'AUTO', payMethod: 'CN' });
    const accounts = await entityOf<{
      oData: Array<{ billAcntId: string; custId: string }>;
      accounts: Array<{ billAcntId: string; payerName: string; lineCount: number }>;
    }>(demo.gildongToken, 'findServiceAccounts');
    expect(accounts.oData.map((row) => row.billAcntId)).toEqual([GILDONG_LTE_ACCOUNT, GILDONG_5G_ACCOUNT]);
    expect(accounts.oData[0]?.custId).toBe('3000258012');
    expect(accounts.accounts.map((account) => account.payerName)).toEqual(['홍*동', '홍*동']);
    expect(await entityOf(demo.gildongToken, 'findPayMethod')).toMatchObject({
      billAcntId: GILDONG_LTE_ACCOUNT,
      payMethod: 'CN',
      payInstitution: '신한카드',
      payNumberMasked: '4518-****-****-2580',
      dueDay: 25,
    });
    const methods = await entityOf<{ list: Array<{ payMethod: string }> }>(
      demo.gildongToken,
      'findPayMethodsV2',
    );
    expect(methods.list.map((method) => method.payMethod)).toEqual(['CN', 'RA']);
  });

  it('shows the instalments and what cancelling today would cost on the 5G line', async () => {
    await useLine(demo.gildongToken, '01074108520');
    try {
      const instalments = await entityOf<{ list: Array<Record<string, unknown>> }>(
        demo.gildongToken,
        'findInstalments',
      );
      // 1,155,000 in 24 from July 2025: 16 billed by October 2026, 48,125 each.
      expect(instalments.list).toEqual([
        {
          deviceName: '갤럭시 S25 256GB',
          principal: 1_155_000,
          months: 24,
          monthlyAmount: 48_125,
          billedCount: 16,
          remainingAmount: 1_155_000 - 16 * 48_125,
          firstPeriod: '2025-07',
          lastPeriod: '2027-06',
        },
      ]);
      const cancel = await entityOf<{
        asOf: string;
        remainingInstalments: number;
        discountPaybacks: Array<{
          discountName: string;
          monthsKept: number;
          percent: number;
          paybackAmount: number;
          receivedAmount: number;
        }>;
        finalBill: { totalAmount: number };
        totalAmount: number;
      }>(demo.gildongToken, 'findCancelAmount');
      expect(cancel.asOf).toBe('2026-11-26');
      // November's instalment is on the final bill: 7 left.
      expect(cancel.remainingInstalments).toBe(1_155_000 - 17 * 48_125);
      expect(cancel.discountPaybacks).toHaveLength(1);
      // Opened 2 June 2025: 17 whole months kept by 26 November 2026, so 35 % of the discount received.
      expect(cancel.discountPaybacks[0]).toMatchObject({
        discountName: '선택약정 할인',
        monthsKept: 17,
        percent: 35,
      });
      const payback = cancel.discountPaybacks[0];
      expect(payback?.paybackAmount).toBe(Math.floor(((payback?.receivedAmount ?? 0) * 35) / 100));
      expect(cancel.totalAmount).toBe(
        cancel.finalBill.totalAmount + cancel.remainingInstalments + (payback?.paybackAmount ?? 0),
      );
    } finally {
      await useLine(demo.gildongToken, '01025801234');
    }
  });
});

describe('a month the caller names', () => {
  it.each(['0465-08', '1999-12', '2100-01', '2026-13', '26-10'])(
    '%s is refused as bad input, never a server failure',
    async (period) => {
      for (const name of ['findMicroPayments', 'findUsageHistory', 'findBillFee'] as const) {
        const { status, body } = await read(demo.gildongToken, name, `?period=${period}`);
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: resultCodes.invalidInput, entity: null });
      }
    },
  );
});
