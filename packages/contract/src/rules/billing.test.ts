import { describe, expect, it } from 'vitest';
import { PAUSE_RULES } from '../constants.ts';
import {
  allowanceOf,
  billStatusOf,
  computeBill,
  daysCovered,
  daysInPeriod,
  discountPaybackOf,
  lateFeeOf,
  priceBeforeVat,
  shiftPeriod,
  usageNow,
  type LedgerAccount,
  type LedgerLine,
  type LedgerPlanPeriod,
} from './billing.ts';

// Every example is worked out by hand in its comment: the test holds the bill to the arithmetic a person can
// check on paper (docs/billing.md).

const MB = 1024 * 1024;
const GB = 1024 * MB;

const lte15: LedgerPlanPeriod = {
  planNo: 1,
  planName: '바로 LTE 15GB+',
  basicAmount: 38_500,
  monthDataBytes: 15 * GB,
  monthVoiceSeconds: -1,
  monthSms: -1,
  hasQos: true,
  from: '2024-03-11',
  until: null,
};
const voice2g: LedgerPlanPeriod = {
  planNo: 2,
  planName: '바로 음성 2GB',
  basicAmount: 13_200,
  monthDataBytes: 2 * GB,
  monthVoiceSeconds: 100 * 60,
  monthSms: 50,
  hasQos: false,
  from: '2023-11-20',
  until: null,
};

const line = (fields: Partial<LedgerLine>): LedgerLine => ({
  userLineNo: 7,
  span: { from: '2024-03-11', until: null },
  planPeriods: [lte15],
  addServices: [],
  discounts: [],
  instalments: [],
  microPayments: [],
  usage: { dataBytes: 0, voiceSeconds: 0, smsCount: 0 },
  pauses: [],
  ...fields,
});
const account = (lines: LedgerLine[], fields: Partial<LedgerAccount> = {}): LedgerAccount => ({
  period: '2026-11',
  lines,
  overdueBills: [],
  adjustments: [],
  ...fields,
});
const summary = (bill: ReturnType<typeof computeBill>) =>
  bill.items.map((item) => [item.itemType, item.itemName, item.amount]);

describe('days and periods', () => {
  it.each([
    ['2026-11', 30],
    ['2026-02', 28],
    ['2028-02', 29],
    ['2026-12', 31],
  ])('%s has %i days', (period, days) => expect(daysInPeriod(period)).toBe(days));

  it.each([
    ['2026-11', -1, '2026-10'],
    ['2026-01', -1, '2025-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-11', -12, '2025-11'],
    ['0465-08', 1, '0465-09'],
  ])('%s shifted by %i is %s', (period, months, shifted) =>
    expect(shiftPeriod(period, months)).toBe(shifted),
  );

  it.each([
    [{ from: '2026-11-20', until: null }, 11],
    [{ from: '2026-10-01', until: '2026-11-05' }, 5],
    [{ from: '2026-12-01', until: null }, 0],
    [{ from: '2026-10-01', until: '2026-10-31' }, 0],
    [{ from: '2026-11-30', until: '2026-11-30' }, 1],
  ])('%o covers %i days of November 2026', (span, days) => expect(daysCovered('2026-11', span)).toBe(days));

  it('prices in the catalogue include VAT: 38,500 is 35,000 before it', () => {
    expect(priceBeforeVat(38_500)).toBe(35_000);
    expect(priceBeforeVat(3_300)).toBe(3_000);
    expect(priceBeforeVat(1_650)).toBe(1_500);
  });
});

describe('computeBill, worked examples', () => {
  it('a whole month of a 38,500 won plan bills 35,000 + VAT 3,500 = 38,500', () => {
    const bill = computeBill(account([line({})]));
    expect(summary(bill)).toEqual([
      ['RECURRING', '바로 LTE 15GB+', 35_000],
      ['VAT', 'VAT', 3_500],
    ]);
    expect(bill.items[0]?.portion).toBeNull();
    expect(bill.totalAmount).toBe(38_500);
  });

  it('a line opened on the 20th of a 30-day month pays 11/30 of the fee and gets 11/30 of the allowance', () => {
    // 35,000 × 11 / 30 = 12,833.3 → 12,833; VAT 1,283.3 → 1,283; 14,116 → cut 6 → 14,110.
    const opened = line({
      span: { from: '2026-11-20', until: null },
      planPeriods: [{ ...lte15, from: '2026-11-20' }],
    });
    const bill = computeBill(account([opened]));
    expect(summary(bill)).toEqual([
      ['RECURRING', '바로 LTE 15GB+', 12_833],
      ['VAT', 'VAT', 1_283],
      ['ROUNDING', 'ROUNDING', -6],
    ]);
    expect(bill.items[0]?.portion).toEqual({ count: 11, of: 30 });
    expect(bill.totalAmount).toBe(14_110);
    // 15 GB × 11 / 30 = 5,905,580,032 bytes (5.5 GB), rounded down.
    expect(allowanceOf('2026-11', opened).dataBytes).toBe(Math.floor((15 * GB * 11) / 30));
  });

  it('a month with overage charges data, voice and texts beyond the allowance', () => {
    // Plan 13,200 → 12,000. Data 2 GB + 300 MB used: 314,572,800 bytes over = 614,400 units of 0.5 KB at
    // 1/100 won = 6,144. Voice 130 min 25 s used of 100 min: 1,825 s × 1.8 = 3,285. Texts 53 of 50: 3 × 20 = 60.
    // Taxable 12,000 + 6,144 + 3,285 + 60 = 21,489; VAT 2,148.9 → 2,148; 23,637 → cut 7 → 23,630.
    const bill = computeBill(
      account([
        line({
          planPeriods: [voice2g],
          span: { from: '2023-11-20', until: null },
          usage: { dataBytes: 2 * GB + 300 * MB, voiceSeconds: 130 * 60 + 25, smsCount: 53 },
        }),
      ]),
    );
    expect(summary(bill)).toEqual([
      ['RECURRING', '바로 음성 2GB', 12_000],
      ['USAGE', 'DATA', 6_144],
      ['USAGE', 'VOICE', 3_285],
      ['USAGE', 'SMS', 60],
      ['VAT', 'VAT', 2_148],
      ['ROUNDING', 'ROUNDING', -7],
    ]);
    expect(bill.items.filter((item) => item.itemType === 'USAGE').map((item) => item.quantity)).toEqual([
      300 * MB,
      1_825,
      3,
    ]);
    expect(bill.totalAmount).toBe(23_630);
  });

  it.each([
    // Overage 6,144 + 3,285 + 60 = 9,489 before VAT.
    ['no cap', null, 9_489],
    ['a cap above the overage', 20_000, 9_489],
    // 5,000 with VAT is 4,545 before it: 4,944 beyond it is not billed.
    ['a cap of 5,000 won', 5_000, 4_545],
  ])('a spending cap holds the overage to it: %s', (_what, overageCap, billed) => {
    const bill = computeBill(
      account([
        line({
          planPeriods: [voice2g],
          span: { from: '2023-11-20', until: null },
          usage: { dataBytes: 2 * GB + 300 * MB, voiceSeconds: 130 * 60 + 25, smsCount: 53 },
          overageCap,
        }),
      ]),
    );
    const overage = bill.items
      .filter((item) => item.itemType === 'USAGE' || item.itemName === '요금 상한을 넘은 사용료')
      .reduce((sum, item) => sum + item.amount, 0);
    expect(overage).toBe(billed);
    expect(bill.items.filter((item) => item.itemType === 'USAGE')).toHaveLength(3);
  });

  it('an add-on taken mid-month is charged and adds its data for its days only', () => {
    // Data 1GB add-on, 3,300 → 3,000, from 16 November: 15/30 → 1,500; its 1 GB counts 15/30 = 512 MB.
    // The plan gives 2 GB; 2.4 GB used is 2,560 MB allowed → nothing beyond. 12,000 + 1,500 = 13,500; VAT 1,350.
    const withAddOn = line({
      planPeriods: [voice2g],
      span: { from: '2023-11-20', until: null },
      addServices: [
        {
          addServiceNo: 1,
          addServiceName: '데이터 1GB 충전',
          monthlyAmount: 3_300,
          isTaxable: true,
          extraDataBytes: GB,
          extraVoiceSeconds: 0,
          from: '2026-11-16',
          until: null,
        },
      ],
      usage: { dataBytes: 2.4 * GB, voiceSeconds: 0, smsCount: 0 },
    });
    expect(allowanceOf('2026-11', withAddOn).dataBytes).toBe(2 * GB + 512 * MB);
    const bill = computeBill(account([withAddOn]));
    expect(summary(bill)).toEqual([
      ['RECURRING', '바로 음성 2GB', 12_000],
      ['ADD_SERVICE', '데이터 1GB 충전', 1_500],
      ['VAT', 'VAT', 1_350],
    ]);
    expect(bill.totalAmount).toBe(14_850);
  });

  it('VAT is 10 % of the taxable items only, and the total is cut to the 10 won below: 42,774 → −4 → 42,770', () => {
    // 35,000 + 컬러링 1,650 → 1,500 = 36,500 taxable; VAT 3,650. Insurance 5,500 and a micro-payment of
    // 2,624 already include VAT (or are exempt) and stay outside the base: 36,500 + 3,650 + 2,624 = 42,774.
    const bill = computeBill(
      account([
        line({
          addServices: [
            {
              addServiceNo: 2,
              addServiceName: '컬러링',
              monthlyAmount: 1_650,
              isTaxable: true,
              extraDataBytes: 0,
              extraVoiceSeconds: 0,
              from: '2025-01-01',
              until: null,
            },
          ],
          microPayments: [{ merchantName: '구글플레이', amount: 2_624 }],
        }),
      ]),
    );
    expect(summary(bill)).toEqual([
      ['RECURRING', '바로 LTE 15GB+', 35_000],
      ['ADD_SERVICE', '컬러링', 1_500],
      ['MICRO_PAYMENT', '구글플레이', 2_624],
      ['VAT', 'VAT', 3_650],
      ['ROUNDING', 'ROUNDING', -4],
    ]);
    expect(bill.taxableAmount).toBe(36_500);
    expect(bill.items.find((item) => item.itemType === 'MICRO_PAYMENT')?.isTaxable).toBe(false);
    expect(bill.totalAmount).toBe(42_770);
  });

  it('an insurance-type add-on stays at its price, outside the VAT base', () => {
    // 35,000 taxable → VAT 3,500; insurance 5,500 as it is: 44,000.
    const bill = computeBill(
      account([
        line({
          addServices: [
            {
              addServiceNo: 3,
              addServiceName: '휴대폰 분실파손 보험',
              monthlyAmount: 5_500,
              isTaxable: false,
              extraDataBytes: 0,
              extraVoiceSeconds: 0,
              from: '2025-01-01',
              until: null,
            },
          ],
        }),
      ]),
    );
    expect(summary(bill)).toEqual([
      ['RECURRING', '바로 LTE 15GB+', 35_000],
      ['ADD_SERVICE', '휴대폰 분실파손 보험', 5_500],
      ['VAT', 'VAT', 3_500],
    ]);
    expect(bill.totalAmount).toBe(44_000);
  });

  it('a plan that slows down (QoS) charges nothing for data beyond its allowance', () => {
    const bill = computeBill(
      account([line({ usage: { dataBytes: 200 * GB, voiceSeconds: 9_000, smsCount: 400 } })]),
    );
    expect(bill.items.some((item) => item.itemType === 'USAGE')).toBe(false);
    expect(bill.totalAmount).toBe(38_500);
  });

  it('an unlimited plan has no overage whatever is used', () => {
    const unlimited = {
      ...lte15,
      planName: '바로 LTE 무제한',
      basicAmount: 55_000,
      monthDataBytes: -1,
      hasQos: false,
    };
    const bill = computeBill(
      account([
        line({
          planPeriods: [unlimited],
          usage: { dataBytes: 900 * GB, voiceSeconds: 99_999, smsCount: 999 },
        }),
      ]),
    );
    expect(summary(bill)).toEqual([
      ['RECURRING', '바로 LTE 무제한', 50_000],
      ['VAT', 'VAT', 5_000],
    ]);
  });

  it('선택약정 takes 25 % of the fee after the plan discounts, and the discounts are pro-rated like the fee', () => {
    // 49,500 → 45,000; promotion 4,400 → 4,000; contract 25 % of 41,000 = 10,250.
    // 45,000 − 4,000 − 10,250 = 30,750; VAT 3,075; 33,825 → cut 5 → 33,820.
    const plan = { ...lte15, planName: '바로 5G 31GB+', basicAmount: 49_500 };
    const discounts: LedgerLine['discounts'] = [
      {
        kind: 'PROMOTION',
        discountName: '개통 프로모션 할인',
        percent: 0,
        monthlyAmount: 4_400,
        from: '2025-06-02',
        until: '2026-12-01',
      },
      {
        kind: 'CONTRACT',
        discountName: '선택약정 할인',
        percent: 25,
        monthlyAmount: 0,
        from: '2025-06-02',
        until: '2027-06-01',
      },
    ];
    const bill = computeBill(account([line({ planPeriods: [plan], discounts })]));
    expect(summary(bill)).toEqual([
      ['RECURRING', '바로 5G 31GB+', 45_000],
      ['DISCOUNT', '개통 프로모션 할인', -4_000],
      ['DISCOUNT', '선택약정 할인', -10_250],
      ['VAT', 'VAT', 3_075],
      ['ROUNDING', 'ROUNDING', -5],
    ]);
    expect(bill.totalAmount).toBe(33_820);

    // The promotion ends on 1 December: in December it counts 1 day of 31. 45,000 − 129 (4,000 × 1/31 =
    // 129.03) = 44,871; contract 25 % of it = 11,217.75 → 11,217; 33,654; VAT 3,365; 37,019 → 37,010.
    const december = computeBill({
      ...account([line({ planPeriods: [plan], discounts })]),
      period: '2026-12',
    });
    expect(summary(december)).toEqual([
      ['RECURRING', '바로 5G 31GB+', 45_000],
      ['DISCOUNT', '개통 프로모션 할인', -129],
      ['DISCOUNT', '선택약정 할인', -11_217],
      ['VAT', 'VAT', 3_365],
      ['ROUNDING', 'ROUNDING', -9],
    ]);
    expect(december.totalAmount).toBe(37_010);
  });

  it('a plan changed mid-month bills each plan for its own days', () => {
    // 1–15 Nov on 13,200 (12,000 × 15/30 = 6,000), 16–30 Nov on 38,500 (35,000 × 15/30 = 17,500).
    // 23,500 + VAT 2,350 = 25,850.
    const bill = computeBill(
      account([
        line({
          planPeriods: [
            { ...voice2g, until: '2026-11-15' },
            { ...lte15, from: '2026-11-16' },
          ],
        }),
      ]),
    );
    expect(summary(bill)).toEqual([
      ['RECURRING', '바로 음성 2GB', 6_000],
      ['RECURRING', '바로 LTE 15GB+', 17_500],
      ['VAT', 'VAT', 2_350],
    ]);
  });

  it('a device instalment is outside the VAT base and its last instalment takes the won left over', () => {
    // 1,100,000 in 24: 45,833 a month (45,833.3), the 24th 1,100,000 − 23 × 45,833 = 45,841.
    const instalments = [
      { deviceName: '갤럭시 S26', principal: 1_100_000, months: 24, firstPeriod: '2024-12' },
    ];
    const first = computeBill({ ...account([line({ instalments })]), period: '2024-12' });
    expect(first.items.find((item) => item.itemType === 'INSTALMENT')).toMatchObject({
      amount: 45_833,
      quantity: 1,
      portion: { count: 1, of: 24 },
      isTaxable: false,
    });
    const last = computeBill({ ...account([line({ instalments })]), period: '2026-11' });
    expect(last.items.find((item) => item.itemType === 'INSTALMENT')?.amount).toBe(45_841);
    const after = computeBill({ ...account([line({ instalments })]), period: '2026-12' });
    expect(after.items.some((item) => item.itemType === 'INSTALMENT')).toBe(false);
    // 35,000 + 3,500 + 45,833 = 84,333 → cut 3 → 84,330.
    expect(first.totalAmount).toBe(84_330);
  });

  it('a paused fortnight bills the pause fee instead of the plan, takes 선택약정 off what is left, and the instalment goes on', () => {
    // Paused 11–25 Nov, 15 of 30 days. Plan 35,000 × 15/30 = 17,500; pause fee 3,850 → 3,500 × 15/30 = 1,750;
    // 선택약정 25 % of 17,500 = 4,375. Taxable 17,500 + 1,750 − 4,375 = 14,875; VAT 1,487 (1,487.5);
    // instalment 45,833 outside VAT: 14,875 + 1,487 + 45,833 = 62,195 → cut 5 → 62,190.
    const paused = line({
      pauses: [{ from: '2026-11-11', until: '2026-11-25' }],
      discounts: [
        {
          kind: 'CONTRACT',
          discountName: '선택약정 할인',
          percent: 25,
          monthlyAmount: 0,
          from: '2025-06-02',
          until: '2027-06-01',
        },
      ],
      instalments: [{ deviceName: '갤럭시 S26', principal: 1_100_000, months: 24, firstPeriod: '2025-12' }],
    });
    const bill = computeBill(account([paused]));
    expect(summary(bill)).toEqual([
      ['RECURRING', '바로 LTE 15GB+', 17_500],
      ['PAUSE', 'PAUSE', 1_750],
      ['DISCOUNT', '선택약정 할인', -4_375],
      ['INSTALMENT', '갤럭시 S26', 45_833],
      ['VAT', 'VAT', 1_487],
      ['ROUNDING', 'ROUNDING', -5],
    ]);
    expect(bill.items.find((item) => item.itemType === 'PAUSE')?.portion).toEqual({ count: 15, of: 30 });
    expect(bill.totalAmount).toBe(62_190);
    // The allowance is the plan's for the 15 days in use: 15 GB × 15/30.
    expect(allowanceOf('2026-11', paused).dataBytes).toBe(Math.floor((15 * GB * 15) / 30));
  });

  it('a pause from October into November bills each month its own paused days; a whole paused month is the fee alone', () => {
    // 20 Oct – 5 Nov: November has 5 paused days. Plan 35,000 × 25/30 = 29,166 (29,166.6); fee 3,500 × 5/30
    // = 583 (583.3). 29,749 + VAT 2,974 = 32,723 → cut 3 → 32,720.
    const november = computeBill(account([line({ pauses: [{ from: '2026-10-20', until: '2026-11-05' }] })]));
    expect(summary(november)).toEqual([
      ['RECURRING', '바로 LTE 15GB+', 29_166],
      ['PAUSE', 'PAUSE', 583],
      ['VAT', 'VAT', 2_974],
      ['ROUNDING', 'ROUNDING', -3],
    ]);
    // Paused all of December: 3,500 + VAT 350 = 3,850, the fee as advertised.
    const december = computeBill({
      ...account([line({ pauses: [{ from: '2026-11-20', until: '2027-01-10' }] })]),
      period: '2026-12',
    });
    expect(summary(december)).toEqual([
      ['PAUSE', 'PAUSE', 3_500],
      ['VAT', 'VAT', 350],
    ]);
    expect(december.totalAmount).toBe(PAUSE_RULES.monthlyFeeWon);
  });

  it('a bill still unpaid after its due month adds a 2 % late fee to the next bill, outside VAT', () => {
    // 33,820 unpaid × 2 % = 676.4 → 676. 38,500 + 676 = 39,176 → cut 6 → 39,170.
    expect(lateFeeOf(33_820)).toBe(676);
    const bill = computeBill(
      account([line({})], { overdueBills: [{ period: '2026-09', unpaidAmount: 33_820 }] }),
    );
    expect(summary(bill)).toEqual([
      ['RECURRING', '바로 LTE 15GB+', 35_000],
      ['LATE_FEE', '2026-09', 676],
      ['VAT', 'VAT', 3_500],
      ['ROUNDING', 'ROUNDING', -6],
    ]);
    expect(bill.totalAmount).toBe(39_170);
  });

  it('a line that ends mid-month pays for its days; an account of two lines has one VAT and one cut', () => {
    // Line A ends 10 Nov: 35,000 × 10/30 = 11,666. Line B whole: 12,000. 23,666; VAT 2,366; 26,032 → 26,030.
    const ended = line({ userLineNo: 1, span: { from: '2024-03-11', until: '2026-11-10' } });
    const other = line({ userLineNo: 2, span: { from: '2023-11-20', until: null }, planPeriods: [voice2g] });
    const bill = computeBill(account([ended, other]));
    expect(bill.items.map((item) => [item.userLineNo, item.itemType, item.amount])).toEqual([
      [1, 'RECURRING', 11_666],
      [2, 'RECURRING', 12_000],
      [null, 'VAT', 2_366],
      [null, 'ROUNDING', -2],
    ]);
    expect(bill.totalAmount).toBe(26_030);
  });

  it('a credit larger than the charges leaves no VAT and is cut toward zero', () => {
    // 12,000 − 20,005 = −8,005 taxable → VAT 0; cut +5 → −8,000 (the next bill settles it).
    const bill = computeBill(
      account([line({ planPeriods: [voice2g], span: { from: '2023-11-20', until: null } })], {
        adjustments: [{ itemName: '과다 청구 환급', amount: -20_005, isTaxable: true }],
      }),
    );
    expect(bill.vatAmount).toBe(0);
    expect(bill.roundingAmount).toBe(5);
    expect(bill.totalAmount).toBe(-8_000);
  });

  it('a line not open in the month gets nothing on the bill', () => {
    const bill = computeBill(account([line({ span: { from: '2026-12-03', until: null } })]));
    expect(bill.items).toEqual([]);
    expect(bill.totalAmount).toBe(0);
  });
});

describe('discount payback on early cancellation', () => {
  it.each([
    [0, 120_000, 120_000],
    [6, 120_000, 120_000],
    [7, 120_000, 72_000],
    [12, 120_000, 72_000],
    [13, 120_000, 42_000],
    [18, 120_001, 42_000],
    [19, 120_000, 0],
  ])('after %i months, %i won received pays back %i', (months, received, payback) =>
    expect(discountPaybackOf(received, months)).toBe(payback),
  );
});

describe('bill status', () => {
  const bill = { totalAmount: 38_500, dueOn: '2026-11-25' };
  it.each([
    [38_500, '2026-11-20', 'PAID'],
    [38_500, '2026-12-20', 'PAID'],
    [0, '2026-11-25', 'UNPAID'],
    [10_000, '2026-11-25', 'PARTLY_PAID'],
    [0, '2026-11-26', 'OVERDUE'],
    [10_000, '2026-11-26', 'OVERDUE'],
  ])('paid %i, on %s: %s', (paidAmount, today, status) =>
    expect(billStatusOf({ ...bill, paidAmount }, today)).toBe(status),
  );
  it('a bill of nothing, or a credit, is paid', () => {
    expect(billStatusOf({ totalAmount: 0, paidAmount: 0, dueOn: '2026-11-25' }, '2026-12-01')).toBe('PAID');
    expect(billStatusOf({ totalAmount: -8_000, paidAmount: 0, dueOn: '2026-11-25' }, '2026-12-01')).toBe(
      'PAID',
    );
  });
});

describe('what remains of the month', () => {
  const allowance = { dataBytes: 11 * GB, voiceSeconds: -1, sms: -1, hasQos: true };
  const used = (dataBytes: number) => ({ dataBytes, voiceSeconds: 3_600, smsCount: 12 });

  it('counts down the month’s data; unlimited voice and texts have nothing to count down', () => {
    const now = usageNow({ allowance, used: used(4 * GB), dataUsedToday: GB, dayDataBytes: 0 });
    expect(now.data).toEqual({ allowance: 11 * GB, used: 4 * GB, remaining: 7 * GB });
    expect(now.voice).toEqual({ allowance: -1, used: 3_600, remaining: -1 });
    expect(now.dayData).toBeNull();
    expect(now.isQosActive).toBe(false);
  });

  it('takes the day’s data once the month’s is gone, and slows down when both are', () => {
    // 10.5 GB used before today, 1 GB today: 0.5 GB from the month, 0.5 GB of the day's 2 GB.
    const today = usageNow({ allowance, used: used(11.5 * GB), dataUsedToday: GB, dayDataBytes: 2 * GB });
    expect(today.data.remaining).toBe(0);
    expect(today.dayData).toEqual({ allowance: 2 * GB, used: 0.5 * GB, remaining: 1.5 * GB });
    expect(today.isQosActive).toBe(false);
    const later = usageNow({ allowance, used: used(13 * GB), dataUsedToday: 2.5 * GB, dayDataBytes: 2 * GB });
    expect(later.dayData).toEqual({ allowance: 2 * GB, used: 2 * GB, remaining: 0 });
    expect(later.isQosActive).toBe(true);
  });

  it('does not slow down a plan without QoS; its overage is billed instead', () => {
    const noQos = usageNow({
      allowance: { ...allowance, hasQos: false },
      used: used(12 * GB),
      dataUsedToday: 0,
      dayDataBytes: 0,
    });
    expect(noQos.data.remaining).toBe(0);
    expect(noQos.isQosActive).toBe(false);
  });
});
