import { describe, expect, it } from 'vitest';
import { LOGIN_TOKEN_HEADER, resultCodes } from '@mvno/contract';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { selfCareCallsOf } from '../../test/self-care-calls.ts';

// Self-care reads on the demo's ledger, seeded on 26 November 2026 at noon Korea time (docs/self-care.md).
const clock = createManualClock(new Date('2026-11-26T12:00:00+09:00'));
const demo = withDemoSubscribers({}, { clock });
const { entityOf, useLine } = selfCareCallsOf(demo);

const GB = 1024 ** 3;

describe('usage', () => {
  it('shows what remains of this month on the line in use, counted to the last hour the carrier reported', async () => {
    const usage = await entityOf<{
      serviceNumber: string;
      planName: string;
      period: string;
      countedUntil: string;
      data: { allowance: number; used: number; remaining: number };
      voice: { allowance: number; remaining: number };
      basicQos: string;
      isQosActive: boolean;
    }>(demo.gildongToken, 'findUsage');
    expect(usage).toMatchObject({
      serviceNumber: '010-****-1234',
      planName: 'LTE 15GB+3Mbps',
      period: '2026-11',
      countedUntil: '2026-11-26T12:00:00.000+09:00',
      basicQos: '3Mbps',
      voice: { allowance: -1, remaining: -1 },
    });
    expect(usage.data.allowance).toBe(15 * GB);
    expect(usage.data.used).toBeGreaterThan(0);
    expect(usage.data.remaining).toBe(Math.max(0, usage.data.allowance - usage.data.used));
  });

  it('follows the line switcher: another line, another plan', async () => {
    await useLine(demo.gildongToken, '01074108520');
    try {
      const usage = await entityOf<{ serviceNumber: string; planName: string }>(
        demo.gildongToken,
        'findUsage',
      );
      expect(usage.serviceNumber).toBe('010-****-8520');
      expect(usage.planName).toBe('5G 스탠다드 31GB+1Mbps');
    } finally {
      await useLine(demo.gildongToken, '01025801234');
    }
  });

  it('lists the days of a month and the sums of the last 12 months', async () => {
    const history = await entityOf<{
      period: string;
      list: Array<{ usageDay: string; dataBytes: number }>;
      months: Array<{ period: string }>;
    }>(demo.gildongToken, 'findUsageHistory', '?period=2026-10');
    expect(history.period).toBe('2026-10');
    expect(history.list).toHaveLength(31);
    expect(history.list[0]?.usageDay).toBe('2026-10-01');
    expect(history.months.map((month) => month.period)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
  });
});

describe('which plan fits me', () => {
  type Fit = {
    months: Array<{ period: string; dataBytes: number }>;
    currentPlanNo: number;
    bestPlanNo: number | null;
    list: Array<{
      planNo: number;
      planName: string;
      averageAmount: number;
      isEnough: boolean;
      isCurrent: boolean;
      monthly: Array<{ period: string; totalAmount: number; isDataShort: boolean }>;
    }>;
  };

  it('bills every LTE plan on the line’s own last three months, cheapest first, and names the cheapest that lasts', async () => {
    const fit = await entityOf<Fit>(demo.gildongToken, 'findPlanFit');
    expect(fit.months.map((month) => month.period)).toEqual(['2026-08', '2026-09', '2026-10']);
    const averages = fit.list.map((plan) => plan.averageAmount);
    expect(averages).toEqual([...averages].sort((a, b) => a - b));
    const best = fit.list.find((plan) => plan.isEnough);
    expect(fit.bestPlanNo).toBe(best?.planNo);
    expect(fit.list.filter((plan) => plan.isCurrent).map((plan) => plan.planNo)).toEqual([fit.currentPlanNo]);
    // A plan with less data than the line used is short, and not the one recommended.
    const tiny = fit.list.find((plan) => plan.planName.includes('500MB'));
    expect(tiny?.isEnough).toBe(false);

    // The current plan costs what the line's October bill charged for it: its telecom items, VAT and the cut,
    // without the micro-payments that no plan changes.
    const october = await entityOf<{ items: Array<{ itemType: string; amount: number }> }>(
      demo.gildongToken,
      'findBillFee',
      '?period=2026-10',
    );
    const telecom = october.items
      .filter((item) => !['MICRO_PAYMENT', 'INSTALMENT', 'ROUNDING'].includes(item.itemType))
      .reduce((sum, item) => sum + item.amount, 0);
    const current = fit.list.find((plan) => plan.isCurrent);
    expect(current?.monthly.find((month) => month.period === '2026-10')?.totalAmount).toBe(
      telecom - (telecom % 10),
    );
  });

  it('shows the arithmetic of one plan month by month, adding up to what the list says', async () => {
    const fit = await entityOf<Fit>(demo.gildongToken, 'findPlanFit');
    const plan = fit.list.find((one) => !one.isCurrent);
    if (plan === undefined) throw new Error('no other plan');
    const response = await demo.testApp.app.inject({
      method: 'GET',
      url: `/api/self-care/plan/fit/${plan.planNo}`,
      headers: { [LOGIN_TOKEN_HEADER]: demo.gildongToken },
    });
    const { entity } = response.json<{
      entity: {
        planName: string;
        months: Array<{ period: string; totalAmount: number; items: Array<{ amount: number }> }>;
      };
    }>();
    expect(entity.planName).toBe(plan.planName);
    for (const month of entity.months) {
      expect(month.items.reduce((sum, item) => sum + item.amount, 0)).toBe(month.totalAmount);
      expect(month.totalAmount).toBe(plan.monthly.find((one) => one.period === month.period)?.totalAmount);
    }
    // A 5G plan is not on sale for the LTE line.
    const fiveG = await demo.testApp.app.inject({
      method: 'GET',
      url: '/api/self-care/plan/fit/2',
      headers: { [LOGIN_TOKEN_HEADER]: demo.gildongToken },
    });
    expect(fiveG.json()).toMatchObject({ code: resultCodes.notFound });
  });
});

describe('a promotion that ends next month', () => {
  it('is shown on the 5G line with what comes after it and cheaper plans, and texted once', async () => {
    await useLine(demo.gildongToken, '01074108520');
    try {
      const { ending } = await entityOf<{
        ending: { discountName: string; endsOn: string; currentAmount: number; afterAmount: number } | null;
      }>(demo.gildongToken, 'findPromotionEnding');
      expect(ending).toMatchObject({ discountName: '개통 프로모션 할인', endsOn: '2026-12-31' });
      // 11,000 won with VAT a month less discount: 10,000 before VAT, and 25 % of it came back through 선택약정.
      expect((ending?.afterAmount ?? 0) - (ending?.currentAmount ?? 0)).toBe(7_500 + 750);
    } finally {
      await useLine(demo.gildongToken, '01025801234');
    }
    expect((await entityOf<{ ending: unknown }>(demo.gildongToken, 'findPromotionEnding')).ending).toBeNull();

    expect(await demo.testApp.app.jobs.perform('notify-promotions-ending', '2026-11-26')).toBe(1);
    expect(await demo.testApp.app.jobs.perform('notify-promotions-ending', '2026-11-27')).toBe(0);
    const outbox = await demo.testApp.app.inject({
      method: 'GET',
      url: '/api/sandbox/outbox?phone=01074108520',
    });
    expect(outbox.json<{ entity: { text: string } }>().entity.text).toMatch(
      /^\[바로모바일\] 개통 프로모션 할인이 2026년 12월 31일에 끝나요\./,
    );
  });
});
