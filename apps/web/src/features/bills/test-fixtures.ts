import type {
  BillDetail,
  BillItem,
  BillList,
  BillPaymentHistory,
  BillSoFar,
  BillSummary,
  Customer,
  ServiceAccountInfo,
} from '@mvno/contract';
import { shiftPeriod } from '@mvno/contract';

/* eslint-disable lingui/no-unlocalized-strings -- test data: names as the server sends them, never shown words */

// What the self-care calls answer for 홍길동 (two lines, two billing accounts), shaped as the contract says.

export const CARD_ACCOUNT = '5100258012';
export const BANK_ACCOUNT = '5100741085';

/** A paid, final bill of a month: issued on the 1st of the next month, due on its 25th. */
export function billOf(period: string, overrides: Partial<BillSummary> = {}): BillSummary {
  const next = shiftPeriod(period, 1);
  const totalAmount = overrides.totalAmount ?? 50_050;
  return {
    invoiceNo: Number(period.replace('-', '')),
    billAcntId: CARD_ACCOUNT,
    period,
    stage: 'FINAL',
    totalAmount,
    paidAmount: totalAmount,
    unpaidAmount: 0,
    dueOn: `${next}-25`,
    issuedOn: `${next}-01`,
    status: 'PAID',
    ...overrides,
  };
}

/** Twelve bills from `latest` back, newest first, each 1,000 won less than the one after it. */
export function billListOf(latest: string, billAcntId = CARD_ACCOUNT, count = 12): BillList {
  const list = Array.from({ length: count }, (_, index) =>
    billOf(shiftPeriod(latest, -index), { billAcntId, totalAmount: 50_000 - index * 1_000 }),
  );
  return { billAcntId, unpaidAmount: 0, list };
}

export const serviceAccounts: ServiceAccountInfo = {
  oData: [
    {
      serviceNumber: '010-****-1234',
      serviceAccount: '7100258012',
      billAcntId: CARD_ACCOUNT,
      custId: '3000258012',
    },
    {
      serviceNumber: '010-****-8520',
      serviceAccount: '7100741085',
      billAcntId: BANK_ACCOUNT,
      custId: '3000258012',
    },
  ],
  accounts: [
    {
      billAcntId: CARD_ACCOUNT,
      billType: 'EMAIL',
      payMethod: 'CN',
      payInstitution: '신한카드',
      payNumberMasked: '4518-****-****-2580',
      payerName: '홍*동',
      dueDay: 25,
      lineCount: 1,
    },
    {
      billAcntId: BANK_ACCOUNT,
      billType: 'SMS',
      payMethod: 'RA',
      payInstitution: '국민은행',
      payNumberMasked: '123456-**-****85',
      payerName: '홍*동',
      dueDay: 25,
      lineCount: 1,
    },
  ],
};

/** One account only (김영희). */
export const oneAccount: ServiceAccountInfo = {
  oData: serviceAccounts.oData.slice(0, 1),
  accounts: serviceAccounts.accounts.slice(0, 1),
};

export const soFarOf = (billAcntId = CARD_ACCOUNT, totalAmount = 31_240): BillSoFar => ({
  billAcntId,
  period: '2026-11',
  countedUntil: '2026-11-27T00:00:00.000+09:00',
  taxableAmount: 28_400,
  vatAmount: 2_840,
  roundingAmount: 0,
  totalAmount,
  items: [],
});

const item = (
  overrides: Partial<BillItem> & Pick<BillItem, 'itemType' | 'itemName' | 'amount'>,
): BillItem => ({
  userLineNo: 2,
  serviceNumber: '010-****-8520',
  usageKind: null,
  quantity: null,
  portion: null,
  isTaxable: true,
  ...overrides,
});

/**
 * October's bill of an account with two lines and a late fee, worked out as the ledger does:
 * taxable 45,000 − 7,500 + 6,387 + 30 + 225 + 60 + 20,000 = 64,202; VAT 10 % = 6,420;
 * outside VAT 48,125 + 407 = 48,532; items 112,734 + VAT 6,420 = 119,154, cut to 119,150 (−4).
 */
export const octoberDetail: BillDetail = {
  bill: billOf('2026-10', {
    billAcntId: BANK_ACCOUNT,
    totalAmount: 119_150,
    paidAmount: 0,
    unpaidAmount: 119_150,
    status: 'OVERDUE',
  }),
  taxableAmount: 64_202,
  vatAmount: 6_420,
  roundingAmount: -4,
  items: [
    item({ itemType: 'RECURRING', itemName: '5G 스탠다드 31GB+1Mbps', amount: 45_000 }),
    item({ itemType: 'DISCOUNT', itemName: '선택약정 할인', amount: -7_500 }),
    item({ itemType: 'ADD_SERVICE', itemName: '바로 OTT 팩', amount: 6_387, portion: { count: 22, of: 31 } }),
    item({
      itemType: 'INSTALMENT',
      itemName: '갤럭시 S25 256GB',
      amount: 48_125,
      quantity: 16,
      portion: { count: 16, of: 24 },
      isTaxable: false,
    }),
    item({ itemType: 'USAGE', itemName: '데이터 초과', usageKind: 'DATA', quantity: 1_572_864, amount: 30 }),
    item({ itemType: 'USAGE', itemName: '음성 초과', usageKind: 'VOICE', quantity: 125, amount: 225 }),
    item({ itemType: 'USAGE', itemName: '문자 초과', usageKind: 'SMS', quantity: 3, amount: 60 }),
    item({
      userLineNo: 1,
      serviceNumber: '010-****-1234',
      itemType: 'RECURRING',
      itemName: 'LTE 15GB+3Mbps',
      amount: 20_000,
    }),
    item({
      userLineNo: null,
      serviceNumber: null,
      itemType: 'LATE_FEE',
      itemName: '2026-06',
      amount: 407,
      isTaxable: false,
    }),
    item({
      userLineNo: null,
      serviceNumber: null,
      itemType: 'VAT',
      itemName: 'VAT',
      amount: 6_420,
      isTaxable: false,
    }),
    item({
      userLineNo: null,
      serviceNumber: null,
      itemType: 'ROUNDING',
      itemName: 'ROUNDING',
      amount: -4,
      isTaxable: false,
    }),
  ],
};

export const customer: Customer = {
  userName: '홍*동',
  userBirth: '1988-**-**',
  userEmail: 'gi******@baromobile.example',
  custId: '3000258012',
  line: {
    userLineNo: 11,
    serviceNumber: '010-****-1234',
    serviceAccount: '7100258012',
    planNo: 3,
    planName: 'LTE 15GB+3Mbps',
    networkType: '4G',
    lineStatus: 'ACTIVE',
    openedOn: '2023-11-20',
    billAcntId: CARD_ACCOUNT,
    billType: 'EMAIL',
    isInUse: true,
  },
};

/** A payment on each bill of the list, on its due day by card. */
export const paymentsOf = (list: BillList): BillPaymentHistory => ({
  billAcntId: list.billAcntId,
  list: list.list
    .filter((bill) => bill.paidAmount > 0)
    .map((bill) => ({
      paymentNo: bill.invoiceNo,
      period: bill.period,
      amount: bill.paidAmount,
      payMethod: 'CN',
      paidAt: `${bill.dueOn}T09:00:00.000+09:00`,
      channel: 'AUTO',
    })),
});
