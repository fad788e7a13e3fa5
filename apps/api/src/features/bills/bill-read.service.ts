import {
  BILL_DUE_DAY,
  billStatusOf,
  instalmentProgress,
  instalmentShareOf,
  maskName,
  messages,
  monthsBetween,
  resultCodes,
  shiftPeriod,
  type BillDetail,
  type BillInfo,
  type BillItem,
  type BillList,
  type BillPaymentHistory,
  type BillSoFar,
  type BillSummary,
  type ComputedBillItem,
  type InstalmentList,
  type PayMethod,
  type PayMethodList,
  type ServiceAccountInfo,
} from '@mvno/contract';
import type { Acting } from '../../shared/actor.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { seoulDayOf, seoulPeriodOf, toSeoulIsoString } from '../../shared/seoul-time.ts';
import type { BillingService } from '../ledger/billing.service.ts';
import { countedUntilOf, maskedNumber, type Ownership } from '../lines/own-lines.ts';
import type { LineRecords, OwnLine } from '../lines/lines.service.ts';
import type { BillsRepository } from './bills.repository.ts';

/** Bills a list shows: the last twelve months. */
export const BILL_LIST_MONTHS = 12;

type InvoiceRow = Awaited<ReturnType<BillsRepository['findBills']>>[number];

const summaryOf = (invoice: InvoiceRow, today: string): BillSummary => ({
  invoiceNo: invoice.invoiceNo,
  billAcntId: invoice.billAcntId,
  period: invoice.period,
  stage: invoice.stage,
  totalAmount: invoice.totalAmount,
  paidAmount: invoice.paidAmount,
  unpaidAmount: Math.max(0, invoice.totalAmount - invoice.paidAmount),
  dueOn: invoice.dueOn,
  issuedOn: seoulDayOf(invoice.issuedAt),
  status: billStatusOf(invoice, today),
});

/** A computed item as a screen shows it: its line's number masked. */
export const itemOf = (item: ComputedBillItem, lines: readonly OwnLine[]): BillItem => {
  const line = lines.find((one) => one.userLineNo === item.userLineNo);
  return { ...item, serviceNumber: line === undefined ? null : maskedNumber(line.serviceNumber) };
};

/** Bills, payments and instalments of the session's own accounts and lines (docs/self-care.md). */
export function createBillReadService(deps: {
  repository: Pick<
    LineRecords,
    'findOwnAccounts' | 'findUsageCursor' | 'findUnpaidAmount' | 'findSubscriber' | 'findInstalments'
  >;
  billsRepository: Pick<BillsRepository, 'findBills' | 'findBill' | 'findPayments'>;
  ownership: Ownership;
  billingService: Pick<BillingService, 'previewBill'>;
  clock: Clock;
}) {
  const { repository, billsRepository, ownership, billingService, clock } = deps;
  const today = () => seoulDayOf(clock.now());

  async function payMethodsOf(acting: Acting) {
    const accounts = await repository.findOwnAccounts(acting.userNo);
    return accounts.map((account) => ({
      billAcntId: account.billAcntId,
      billType: account.billType,
      payMethod: account.payMethod,
      payInstitution: account.payInstitution,
      payNumberMasked: account.payNumberMasked,
      payerName: maskName(account.payerName),
      dueDay: BILL_DUE_DAY,
    }));
  }

  async function soFar(acting: Acting, billAcntId: string): Promise<BillSoFar> {
    const period = seoulPeriodOf(clock.now());
    const [bill, lines, cursor] = await Promise.all([
      billingService.previewBill(billAcntId, period),
      ownership.linesOf(acting),
      repository.findUsageCursor(),
    ]);
    return {
      billAcntId,
      period,
      countedUntil: countedUntilOf(cursor),
      taxableAmount: bill.taxableAmount,
      vatAmount: bill.vatAmount,
      roundingAmount: bill.roundingAmount,
      totalAmount: bill.totalAmount,
      items: bill.items.map((item) => itemOf(item, lines)),
    };
  }

  return {
    async findBills(acting: Acting, query: { billAcntId?: string | undefined }): Promise<BillList> {
      const billAcntId = await ownership.accountOf(acting, query.billAcntId);
      const [bills, unpaidAmount] = await Promise.all([
        billsRepository.findBills(billAcntId, BILL_LIST_MONTHS),
        repository.findUnpaidAmount(billAcntId),
      ]);
      const day = today();
      return { billAcntId, unpaidAmount, list: bills.map((bill) => summaryOf(bill, day)) };
    },

    async findBillFee(
      acting: Acting,
      query: { billAcntId?: string | undefined; period?: string | undefined },
    ): Promise<BillDetail> {
      const billAcntId = await ownership.accountOf(acting, query.billAcntId);
      const found = await billsRepository.findBill(billAcntId, query.period);
      if (found === undefined) throw new AppError(resultCodes.notFound, messages.billOfMonthNotFound);
      return {
        bill: summaryOf(found.bill, today()),
        taxableAmount: found.bill.taxableAmount,
        vatAmount: found.bill.vatAmount,
        roundingAmount: found.bill.roundingAmount,
        items: found.items.map((item) => ({
          userLineNo: item.userLineNo,
          serviceNumber: item.serviceNumber === null ? null : maskedNumber(item.serviceNumber),
          itemType: item.itemType,
          itemName: item.itemName,
          usageKind: item.usageKind,
          quantity: item.quantity,
          portion:
            item.portionCount === null || item.portionOf === null
              ? null
              : { count: item.portionCount, of: item.portionOf },
          amount: item.amount,
          isTaxable: item.isTaxable,
        })),
      };
    },

    async findBillSoFar(acting: Acting, query: { billAcntId?: string | undefined }): Promise<BillSoFar> {
      return soFar(acting, await ownership.accountOf(acting, query.billAcntId));
    },

    async findServiceAccounts(acting: Acting): Promise<ServiceAccountInfo> {
      const [lines, subscriber, accounts] = await Promise.all([
        ownership.linesOf(acting),
        repository.findSubscriber(acting.userNo),
        payMethodsOf(acting),
      ]);
      return {
        oData: lines.map((line) => ({
          serviceNumber: maskedNumber(line.serviceNumber),
          serviceAccount: line.serviceAccount,
          billAcntId: line.billAcntId,
          custId: subscriber?.custId ?? '',
        })),
        accounts: accounts.map((account) => ({
          ...account,
          lineCount: lines.filter((line) => line.billAcntId === account.billAcntId).length,
        })),
      };
    },

    async findBillPayments(
      acting: Acting,
      query: { billAcntId?: string | undefined },
    ): Promise<BillPaymentHistory> {
      const billAcntId = await ownership.accountOf(acting, query.billAcntId);
      const payments = await billsRepository.findPayments(billAcntId);
      return {
        billAcntId,
        list: payments.map((payment) => ({ ...payment, paidAt: toSeoulIsoString(payment.paidAt) })),
      };
    },

    async findPayMethod(acting: Acting): Promise<PayMethod> {
      const billAcntId = await ownership.accountOf(acting, undefined);
      const found = (await payMethodsOf(acting)).find((account) => account.billAcntId === billAcntId);
      if (found === undefined) throw new AppError(resultCodes.notFound, messages.notFound);
      return found;
    },

    async findPayMethods(acting: Acting): Promise<PayMethodList> {
      return { list: await payMethodsOf(acting) };
    },

    async findInstalments(acting: Acting): Promise<InstalmentList> {
      const { line } = await ownership.lineInUse(acting);
      const thisMonth = seoulPeriodOf(clock.now());
      const instalments = await repository.findInstalments(line.userLineNo);
      return {
        list: instalments.map((instalment) => {
          // The bills of months before this one.
          const { billedCount, remainingAmount } = instalmentProgress(instalment, thisMonth, false);
          return {
            deviceName: instalment.deviceName,
            principal: instalment.principal,
            months: instalment.months,
            monthlyAmount: instalmentShareOf(instalment),
            billedCount,
            remainingAmount,
            firstPeriod: instalment.firstPeriod,
            lastPeriod: shiftPeriod(instalment.firstPeriod, instalment.months - 1),
          };
        }),
      };
    },

    async findExtBillInfo(acting: Acting): Promise<BillInfo> {
      const billAcntId = await ownership.accountOf(acting, undefined);
      const [bills, unpaidAmount, current] = await Promise.all([
        billsRepository.findBills(billAcntId, 1),
        repository.findUnpaidAmount(billAcntId),
        soFar(acting, billAcntId),
      ]);
      const [latest] = bills;
      return {
        billAcntId,
        latest: latest === undefined ? null : summaryOf(latest, today()),
        unpaidAmount,
        currentAmount: current.totalAmount,
      };
    },
  };
}

/** Whole months from one day to another: 2025-06-02 → 2026-06-01 is 11, → 2026-06-02 is 12. */
export function wholeMonthsBetween(from: string, to: string): number {
  const months = monthsBetween(from.slice(0, 7), to.slice(0, 7));
  return to.slice(8) >= from.slice(8) ? months : months - 1;
}

export type BillReadService = ReturnType<typeof createBillReadService>;
