import { describe, expect, it } from 'vitest';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { selfCareCallsOf } from '../../test/self-care-calls.ts';

// Self-care reads on the demo's ledger, seeded on 26 November 2026 at noon Korea time (docs/self-care.md).
const clock = createManualClock(new Date('2026-11-26T12:00:00+09:00'));
const demo = withDemoSubscribers({}, { clock });
const { entityOf } = selfCareCallsOf(demo);

describe('the subscriber and the line', () => {
  it('shows the details masked, with the line in use and every line', async () => {
    const customer = await entityOf<Record<string, unknown>>(demo.gildongToken, 'findCustomer');
    expect(customer).toMatchObject({
      userName: '홍*동',
      userBirth: '1988-**-**',
      userEmail: 'gi*****@baromobile.example',
      custId: '3000258012',
      line: { serviceNumber: '010-****-1234', isInUse: true, billType: 'EMAIL' },
    });
    const v2 = await entityOf<{ lines: Array<{ serviceNumber: string; isInUse: boolean }> }>(
      demo.gildongToken,
      'findCustomerV2',
    );
    expect(v2.lines.map((line) => [line.serviceNumber, line.isInUse])).toEqual([
      ['010-****-1234', true],
      ['010-****-8520', false],
    ]);
  });

  it('lists the discounts with the months each has run', async () => {
    const sale = await entityOf<{ list: Array<{ kind: string; isActive: boolean; endsOn: string | null }> }>(
      demo.gildongToken,
      'findContractSale',
    );
    // The LTE line's promotion ran its first year (opened 11 March 2024).
    expect(sale.list).toMatchObject([{ kind: 'PROMOTION', isActive: false, endsOn: '2025-03-10' }]);
  });

  it('shows the agreements, the add-ons, the lines of the same person and the codes of cards and banks', async () => {
    expect(await entityOf(demo.gildongToken, 'findServiceAgreement')).toMatchObject({
      isMarketingAgree: true,
      billType: 'EMAIL',
      isMicroPaymentAllowed: true,
    });
    const agreementsV2 = await entityOf<{ list: unknown[] }>(demo.gildongToken, 'findServiceAgreementV2');
    expect(agreementsV2.list).toHaveLength(2);
    const info = await entityOf<{ addServices: Array<{ addServiceName: string }> }>(
      demo.gildongToken,
      'findExtServiceInfo',
    );
    expect(info.addServices.map((addService) => addService.addServiceName)).toContain('컬러링');
    const ciLines = await entityOf<{ list: unknown[] }>(demo.gildongToken, 'findCiLines');
    expect(ciLines.list).toHaveLength(2);
    const codes = await entityOf<{ list: Array<{ corpType: string }> }>(demo.gildongToken, 'findCorpCodes');
    expect(codes.list.filter((code) => code.corpType === 'CARD')).toHaveLength(12);
    expect(codes.list.filter((code) => code.corpType === 'BANK')).toHaveLength(24);
    const banks = await entityOf<{ list: Array<{ corpType: string }> }>(
      demo.gildongToken,
      'findCorpCodesV2',
      '?corpType=BANK',
    );
    expect(banks.list).toHaveLength(24);
  });

  it('shows the micro-payment limit with its changes and this month’s use', async () => {
    const limit = await entityOf<{
      monthlyLimit: number;
      usedAmount: number;
      remainingAmount: number;
      history: Array<{ monthlyLimit: number }>;
    }>(demo.gildongToken, 'findPaymentLimit');
    expect(limit.monthlyLimit).toBe(500_000);
    expect(limit.history.map((change) => change.monthlyLimit)).toEqual([500_000, 300_000]);
    expect(limit.remainingAmount).toBe(500_000 - limit.usedAmount);
    const use = await entityOf<{ totalAmount: number; list: Array<{ amount: number }> }>(
      demo.gildongToken,
      'findMicroPayments',
      '?period=2026-10',
    );
    expect(use.list.length).toBeGreaterThan(0);
    expect(use.totalAmount).toBe(use.list.reduce((sum, payment) => sum + payment.amount, 0));
    expect(await entityOf(demo.gildongToken, 'findPaymentAgreement')).toMatchObject({ isAllowed: true });
  });

  it('says whether each line can be paused, and has no pause on record for them', async () => {
    expect(await entityOf(demo.gildongToken, 'checkPause')).toMatchObject({
      serviceNumber: '010-****-1234',
      isPausable: true,
      reason: null,
      pausesInWindow: 0,
      pauseDaysLeft: 180,
    });
    const all = await entityOf<{ list: unknown[] }>(demo.gildongToken, 'checkPauseV2');
    expect(all.list).toHaveLength(2);
    expect(await entityOf(demo.gildongToken, 'findPauseHistory')).toEqual({ list: [] });
    expect(await entityOf(demo.gildongToken, 'findPauseHistoryV2')).toEqual({ list: [] });
  });
});
