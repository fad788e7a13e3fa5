import { REAUTH_VALID_SECONDS } from '../constants.ts';
import {
  billDetailSchema,
  billFeeRequestSchema,
  billInfoSchema,
  billListSchema,
  billPaymentHistorySchema,
  billSoFarSchema,
  cancelAmountSchema,
  instalmentListSchema,
  payMethodListSchema,
  payMethodSchema,
  serviceAccountInfoSchema,
} from '../self-care/bill.ts';
import {
  billPaymentConfirmSchema,
  billPaymentOrderSchema,
  billPaymentReceiptSchema,
  billPaymentRequestSchema,
} from '../self-care/bill-pay.ts';
import { corpCodeListSchema, corpCodeRequestSchema } from '../self-care/corp-code.ts';
import {
  ciLinesSchema,
  contractSaleSchema,
  customerSchema,
  customerV2Schema,
  serviceAgreementSchema,
  serviceAgreementV2Schema,
  serviceInfoSchema,
} from '../self-care/customer.ts';
import { billAccountQuerySchema, periodQuerySchema } from '../self-care/fields.ts';
import {
  planFitDetailSchema,
  planFitParamsSchema,
  planFitSchema,
  promotionEndingSchema,
} from '../self-care/plan-fit.ts';
import {
  addServiceCancelRequestSchema,
  addServiceJoinCheckQuerySchema,
  addServiceJoinCheckSchema,
  addServiceJoinRequestSchema,
  addServiceResultSchema,
  myAddServicesSchema,
  myAddServicesV2Schema,
} from '../self-care/add-service.ts';
import {
  cancelAmountQuerySchema,
  lineCancelRequestSchema,
  lineCancelResultSchema,
} from '../self-care/line-cancel.ts';
import { lossResultSchema, lossSuspensionRequestSchema } from '../self-care/loss.ts';
import { usageAlertRequestSchema, usageAlertSettingsSchema } from '../self-care/usage-alert.ts';
import {
  numberChangeRequestSchema,
  numberChangeResultSchema,
  numberReservationSchema,
  numberReserveRequestSchema,
  numberSearchQuerySchema,
  numberSearchSchema,
} from '../self-care/number-change.ts';
import {
  payMethodAuthRequestSchema,
  payMethodAuthSchema,
  payMethodChangeRequestSchema,
  payMethodChangeResultSchema,
  payMethodChangeV2RequestSchema,
} from '../self-care/pay-method.ts';
import {
  planChangeCancelRequestSchema,
  planChangeCheckSchema,
  planChangePreviewQuerySchema,
  planChangePreviewSchema,
  planChangeRequestSchema,
  planChangeResultSchema,
  planChangeV2RequestSchema,
} from '../self-care/plan-change.ts';
import { marketingConsentRequestSchema, marketingConsentSchema } from '../self-care/marketing.ts';
import {
  pauseCancelRequestSchema,
  pauseCheckListSchema,
  pauseCheckSchema,
  pauseHistorySchema,
  pauseNowRequestSchema,
  pauseV2RequestSchema,
  pauseReserveRequestSchema,
  pauseResultSchema,
} from '../self-care/pause.ts';
import {
  microPaymentUseSchema,
  paymentAgreementRequestSchema,
  paymentAgreementSchema,
  paymentLimitRequestSchema,
  paymentLimitSchema,
} from '../self-care/payment.ts';
import { usageHistorySchema, usageSchema } from '../self-care/usage.ts';
import { callAddresses } from './addresses.ts';
import { defineCalls, type CallDescription } from './define.ts';

// Self-care calls (§7 Self-care, Self-care ext; docs/self-care.md, docs/payments.md). Every one needs a
// subscriber's session and acts on the line in use (user/line switches it) or, for a v2 call, on every line of the subscriber; an
// account or month the caller names is answered only when it is the session's own (else 4040, alike whether
// it exists or not).

const ownAccount = 'billAcntId: one of the session’s own accounts; the line in use’s when left out.';

const selfCare = <
  const A extends (typeof callAddresses)[keyof typeof callAddresses],
  const R extends Omit<
    CallDescription,
    'group' | 'method' | 'path' | 'summary' | 'caller' | 'maintenanceArea'
  >,
>(
  address: A,
  summary: CallDescription['summary'],
  rest: R,
) => ({
  group: 'selfCare' as const,
  ...address,
  summary,
  caller: 'subscriber' as const,
  maintenanceArea: 'SELF_CARE' as const,
  ...rest,
});

const pauseRules =
  'At most PAUSE_RULES.maxTimes pauses and maxDaysInWindow paused days in any windowDays days, each at most maxDaysEach days; not while lost, terminated, paused or with a change under way. The pause fee (monthlyFeeWon a month, pro-rated by day) replaces the plan on the bill. A slow carrier gives 504 and nothing is kept. docs/self-care-rules.md.';

const addServiceRules =
  'From today, billed by day this month. Only add-ons offered online; a paused or lost line only free ones; not one the line has, nor one cancelled today, nor an alternative of one it has (a conflict group), nor one not made for its plan (more data on unlimited data, more minutes on unlimited calls). docs/self-care-rules.md.';

const planChangeRules =
  'TODAY: from today, both plans billed for their own days; NEXT_MONTH: booked for the 1st. At most one change a calendar month; not while paused, lost or with a change booked; only plans on sale for the line’s network. The old plan’s long-term and promotional discounts end, the new plan’s begin; 선택약정 stays. docs/self-care-rules.md.';

export const selfCareCalls = defineCalls({
  findUsage: selfCare(
    callAddresses.findUsage,
    { ko: '이번 달 남은 데이터·음성·문자', en: 'What remains of this month’s data, calls and texts' },
    { entity: usageSchema, failures: [] },
  ),
  findUsageHistory: selfCare(
    callAddresses.findUsageHistory,
    { ko: '일별·월별 사용 내역', en: 'Use by day and by month' },
    { querystring: periodQuerySchema, entity: usageHistorySchema, failures: [] },
  ),
  findBills: selfCare(
    callAddresses.findBills,
    { ko: '최근 12개월 청구서', en: 'The last 12 months’ bills' },
    {
      description: ownAccount,
      querystring: billAccountQuerySchema,
      entity: billListSchema,
      failures: ['notFound'],
    },
  ),
  findServiceAccounts: selfCare(
    callAddresses.findServiceAccounts,
    { ko: '서비스 계정·청구 계정 정보', en: 'Service and billing accounts' },
    { entity: serviceAccountInfoSchema, failures: [] },
  ),
  findBillPayments: selfCare(
    callAddresses.findBillPayments,
    { ko: '납부 내역', en: 'Payments made on the bills' },
    {
      description: ownAccount,
      querystring: billAccountQuerySchema,
      entity: billPaymentHistorySchema,
      failures: ['notFound'],
    },
  ),
  findBillFee: selfCare(
    callAddresses.findBillFee,
    { ko: '월별 청구 상세 (항목, 부가세, 원단위 절사)', en: 'One month’s bill, item by item' },
    {
      description: `${ownAccount} period: YYYY-MM; the latest bill when left out.`,
      querystring: billFeeRequestSchema,
      entity: billDetailSchema,
      failures: ['notFound'],
    },
  ),
  findBillSoFar: selfCare(
    callAddresses.findBillSoFar,
    { ko: '이번 달 지금까지의 요금', en: 'This month’s charges so far' },
    {
      description: `${ownAccount} Computed by the bill run’s dry run; nothing is kept.`,
      querystring: billAccountQuerySchema,
      entity: billSoFarSchema,
      failures: ['notFound'],
    },
  ),
  findInstalments: selfCare(
    callAddresses.findInstalments,
    { ko: '단말기 할부 현황', en: 'Device instalments' },
    { entity: instalmentListSchema, failures: [] },
  ),
  findCancelAmount: selfCare(
    callAddresses.findCancelAmount,
    { ko: '오늘 해지하면 낼 금액', en: 'What cancelling today would cost' },
    {
      description:
        'For the line named (the line in use when none is): the final pro-rated bill, the instalments left and the discount payback, the account’s bills still unpaid, how the last charges are settled, and why the line cannot be cancelled online now (null when it can); nothing is kept.',
      querystring: cancelAmountQuerySchema,
      entity: cancelAmountSchema,
      failures: ['notFound'],
    },
  ),
  cancelLine: selfCare(
    callAddresses.cancelLine,
    { ko: '회선 해지', en: 'Cancel a line' },
    {
      description:
        'Ends one of the session’s lines today through the host carrier (beyond the spec). Needs the password confirmed within 5 minutes (4031 otherwise, user/reauth) and totalAmount equal to what cancel/bill/amount answers now. The line’s last charges, its instalments left and the discount payback go on its account’s bill of this month, paid as the account pays; bookings of the line end. When it was the subscriber’s last line every session of theirs ends. A slow carrier gives 504 and nothing changes. docs/self-care-rules.md.',
      body: lineCancelRequestSchema,
      entity: lineCancelResultSchema,
      failures: ['business', 'notFound', 'reauthRequired', 'providerTimeout'],
    },
  ),
  findCustomer: selfCare(
    callAddresses.findCustomer,
    { ko: '고객 정보 (사용 중인 회선)', en: 'Your details and the line in use' },
    { entity: customerSchema, failures: [] },
  ),
  findCustomerV2: selfCare(
    callAddresses.findCustomerV2,
    { ko: '고객 정보 (모든 회선)', en: 'Your details and every line' },
    { entity: customerV2Schema, failures: [] },
  ),
  findContractSale: selfCare(
    callAddresses.findContractSale,
    { ko: '약정·할인 정보', en: 'Contract and discounts' },
    { entity: contractSaleSchema, failures: [] },
  ),
  findServiceAgreement: selfCare(
    callAddresses.findServiceAgreement,
    { ko: '서비스 이용 동의 (사용 중인 회선)', en: 'What you agreed to (line in use)' },
    { entity: serviceAgreementSchema, failures: [] },
  ),
  findServiceAgreementV2: selfCare(
    callAddresses.findServiceAgreementV2,
    { ko: '서비스 이용 동의 (모든 회선)', en: 'What you agreed to (every line)' },
    { entity: serviceAgreementV2Schema, failures: [] },
  ),
  findCorpCodes: selfCare(
    callAddresses.findCorpCodes,
    { ko: '카드사·은행 코드', en: 'Card company and bank codes' },
    { entity: corpCodeListSchema, failures: [] },
  ),
  findCorpCodesV2: selfCare(
    callAddresses.findCorpCodesV2,
    { ko: '카드사 또는 은행 코드', en: 'Card company or bank codes' },
    { querystring: corpCodeRequestSchema, entity: corpCodeListSchema, failures: [] },
  ),
  findPayMethod: selfCare(
    callAddresses.findPayMethod,
    { ko: '납부 방법 (사용 중인 회선의 청구 계정)', en: 'How the bill of the line in use is paid' },
    { entity: payMethodSchema, failures: [] },
  ),
  findPayMethodsV2: selfCare(
    callAddresses.findPayMethodsV2,
    { ko: '납부 방법 (모든 청구 계정)', en: 'How each billing account is paid' },
    { entity: payMethodListSchema, failures: [] },
  ),
  requestPayMethodAuth: selfCare(
    callAddresses.requestPayMethodAuth,
    {
      ko: '자동납부 카드·계좌 등록 시작',
      en: 'Open the registration of a card or account for automatic debit',
    },
    {
      description:
        'The address of the payment gateway’s billing-auth window for one of the session’s billing accounts (the line in use’s when none is named): open the payment popup there; it returns to /payment/billing-result with authKey and customerKey for self-care/pay-method. docs/payments.md.',
      body: payMethodAuthRequestSchema,
      entity: payMethodAuthSchema,
      failures: ['business', 'notFound'],
    },
  ),
  changePayMethod: selfCare(
    callAddresses.changePayMethod,
    { ko: '납부 방법 변경', en: 'Change how the line in use’s bill is paid and sent' },
    {
      description: `With authKey, the line in use's account is debited automatically from the card or account the billing-auth window registered: the gateway's billing key is kept, with the masked number; the holder the card company or bank confirmed must be the subscriber (name and date of birth), and the password confirmed within the last ${String(REAUTH_VALID_SECONDS / 60)} minutes (4031 otherwise). billType: how the bill is sent; alone, it needs no password. docs/payments.md.`,
      body: payMethodChangeRequestSchema,
      entity: payMethodChangeResultSchema,
      failures: ['business', 'reauthRequired', 'providerTimeout'],
    },
  ),
  changePayMethodV2: selfCare(
    callAddresses.changePayMethodV2,
    { ko: '납부 방법 변경 (청구 계정 선택)', en: 'Change how one of the subscriber’s accounts pays' },
    {
      description:
        'As self-care/pay-method, for the billing account named (only one of the session’s: 4040 otherwise).',
      body: payMethodChangeV2RequestSchema,
      entity: payMethodChangeResultSchema,
      failures: ['business', 'notFound', 'reauthRequired', 'providerTimeout'],
    },
  ),
  checkPause: selfCare(
    callAddresses.checkPause,
    { ko: '일시정지 가능 여부', en: 'Whether the line in use can be paused' },
    {
      description: 'Asks the host carrier too: a carrier that does not answer in time gives HTTP 504.',
      entity: pauseCheckSchema,
      failures: ['providerTimeout'],
    },
  ),
  checkPauseV2: selfCare(
    callAddresses.checkPauseV2,
    { ko: '일시정지 가능 여부 (모든 회선)', en: 'Whether each line can be paused' },
    { entity: pauseCheckListSchema, failures: ['providerTimeout'] },
  ),
  findPauseHistory: selfCare(
    callAddresses.findPauseHistory,
    { ko: '일시정지·분실정지 이력', en: 'Pauses and loss suspensions of the line in use' },
    { entity: pauseHistorySchema, failures: [] },
  ),
  findPauseHistoryV2: selfCare(
    callAddresses.findPauseHistoryV2,
    { ko: '일시정지·분실정지 이력 (모든 회선)', en: 'Pauses and loss suspensions of every line' },
    { entity: pauseHistorySchema, failures: [] },
  ),
  requestPause: selfCare(
    callAddresses.requestPause,
    { ko: '일시정지 신청 (오늘부터)', en: 'Pause the line in use from today' },
    {
      description: `Pauses the line in use from today to endsOn through the host carrier. ${pauseRules}`,
      body: pauseNowRequestSchema,
      entity: pauseResultSchema,
      failures: ['business', 'providerTimeout'],
    },
  ),
  requestPauseV2: selfCare(
    callAddresses.requestPauseV2,
    { ko: '일시정지 신청 (회선 선택)', en: 'Pause one of the subscriber’s lines' },
    {
      description: `Pauses one of the session's lines from startsOn (today, or a later day: a reservation) to endsOn. ${pauseRules}`,
      body: pauseV2RequestSchema,
      entity: pauseResultSchema,
      failures: ['business', 'notFound', 'providerTimeout'],
    },
  ),
  reservePause: selfCare(
    callAddresses.reservePause,
    { ko: '일시정지 예약', en: 'Reserve a pause of the line in use' },
    {
      description: `Reserves a pause of the line in use from a later day (at most PAUSE_RULES.reserveDaysAhead days ahead); the carrier starts and ends it on its days. One reservation at a time. ${pauseRules}`,
      body: pauseReserveRequestSchema,
      entity: pauseResultSchema,
      failures: ['business', 'providerTimeout'],
    },
  ),
  changeLossSuspension: selfCare(
    callAddresses.changeLossSuspension,
    { ko: '분실정지 신청·해제', en: 'Suspend a lost line, or lift the suspension' },
    {
      description:
        'SUSPEND stops one of the session’s lines at once through the host carrier and blocks its micro-payments (a limit of 0) and paid add-on purchases; it is no pause and not billed as one. LIFT needs authSeq, an approved simple auth of the subscriber (the holder’s CI, or their name with one of their numbers), used up by it; micro-payments stay blocked until unblocked. A slow carrier gives 504 and nothing is kept. docs/self-care-rules.md.',
      body: lossSuspensionRequestSchema,
      entity: lossResultSchema,
      failures: ['business', 'notFound', 'providerTimeout'],
    },
  ),
  checkPlanChange: selfCare(
    callAddresses.checkPlanChange,
    { ko: '요금제 변경 가능 여부', en: 'Whether the line in use can change plan' },
    { entity: planChangeCheckSchema, failures: [] },
  ),
  previewPlanChange: selfCare(
    callAddresses.previewPlanChange,
    { ko: '요금제 변경 미리 계산', en: 'What a plan change would bill' },
    {
      description:
        'A dry run of the bill rules for the line in use on planNo from today (pro-rated) or the 1st of next month: this month (usage so far) and next month (last month’s usage), as it stands and as it would be, item by item, and the discounts the change ends and starts. Nothing is kept.',
      querystring: planChangePreviewQuerySchema,
      entity: planChangePreviewSchema,
      failures: ['business'],
    },
  ),
  changePlan: selfCare(
    callAddresses.changePlan,
    { ko: '요금제 변경', en: 'Change the plan of the line in use' },
    {
      description: `Changes the line in use to planNo through the host carrier. ${planChangeRules}`,
      body: planChangeRequestSchema,
      entity: planChangeResultSchema,
      failures: ['business', 'providerTimeout'],
    },
  ),
  changePlanV2: selfCare(
    callAddresses.changePlanV2,
    { ko: '요금제 변경 (회선 선택)', en: 'Change the plan of one of the subscriber’s lines' },
    {
      description: `Changes one of the session's lines to planNo through the host carrier. ${planChangeRules}`,
      body: planChangeV2RequestSchema,
      entity: planChangeResultSchema,
      failures: ['business', 'notFound', 'providerTimeout'],
    },
  ),
  cancelPlanChange: selfCare(
    callAddresses.cancelPlanChange,
    { ko: '요금제 변경 예약 취소', en: 'Withdraw a plan change booked for next month' },
    {
      description:
        'Withdraws the change of one of the session’s lines booked for the 1st of next month (at the carrier too); the month’s one change is free again.',
      body: planChangeCancelRequestSchema,
      entity: planChangeResultSchema,
      failures: ['business', 'notFound', 'providerTimeout'],
    },
  ),
  cancelPause: selfCare(
    callAddresses.cancelPause,
    { ko: '일시정지 예약 취소·해제', en: 'Cancel a reserved pause, or end a running one' },
    {
      description:
        'A reserved pause (or one that began today) is withdrawn and does not count; a running one ends, the line working again from today, its days so far counted and billed. Only pauses of the session’s own lines (4040 otherwise). docs/self-care-rules.md.',
      body: pauseCancelRequestSchema,
      entity: pauseResultSchema,
      failures: ['business', 'notFound', 'providerTimeout'],
    },
  ),
  findMyAddServices: selfCare(
    callAddresses.findMyAddServices,
    { ko: '내 부가서비스', en: 'The add-ons of the line in use' },
    {
      description:
        'The add-ons running on the line in use, each with whether it can be cancelled online and, from a dry run of the bill rules, what this month would bill for it if cancelled today and how much less that is.',
      entity: myAddServicesSchema,
      failures: [],
    },
  ),
  findMyAddServicesV2: selfCare(
    callAddresses.findMyAddServicesV2,
    { ko: '내 부가서비스 (전체 회선)', en: 'The add-ons of every line of the subscriber' },
    {
      description: 'As self-care/add-service, for each of the session’s lines not terminated.',
      entity: myAddServicesV2Schema,
      failures: [],
    },
  ),
  checkAddServiceJoin: selfCare(
    callAddresses.checkAddServiceJoin,
    { ko: '부가서비스 가입 가능 여부', en: 'Whether a line can join an add-on' },
    {
      description: `Whether the line named (the line in use when none is) can join addServiceNo today and, if not, why; what this month's bill would have more for it (a dry run of the bill rules) and each month after. ${addServiceRules}`,
      querystring: addServiceJoinCheckQuerySchema,
      entity: addServiceJoinCheckSchema,
      failures: ['business', 'notFound'],
    },
  ),
  joinAddService: selfCare(
    callAddresses.joinAddService,
    { ko: '부가서비스 가입', en: 'Join an add-on' },
    {
      description: `Joins one of the session's lines to addServiceNo through the host carrier. ${addServiceRules} A slow carrier gives 504 and nothing is kept.`,
      body: addServiceJoinRequestSchema,
      entity: addServiceResultSchema,
      failures: ['business', 'notFound', 'providerTimeout'],
    },
  ),
  cancelAddService: selfCare(
    callAddresses.cancelAddService,
    { ko: '부가서비스 해지', en: 'Cancel an add-on' },
    {
      description:
        'Cancels an add-on of one of the session’s lines through the host carrier: it runs, and is billed, up to today. One joined through the customer centre is cancelled there. A slow carrier gives 504 and nothing changes.',
      body: addServiceCancelRequestSchema,
      entity: addServiceResultSchema,
      failures: ['business', 'notFound', 'providerTimeout'],
    },
  ),
  findUsageAlert: selfCare(
    callAddresses.findUsageAlert,
    { ko: '데이터 알림과 요금 상한', en: 'Data alerts and the spending cap' },
    {
      description:
        'The line in use’s data alerts and the texts sent this month, its cap on charges beyond the plan (with VAT), this month’s such charges so far, and when the cap was reached (beyond the spec). docs/self-care-rules.md.',
      entity: usageAlertSettingsSchema,
      failures: [],
    },
  ),
  changeUsageAlert: selfCare(
    callAddresses.changeUsageAlert,
    { ko: '데이터 알림과 요금 상한 바꾸기', en: 'Change data alerts and the spending cap' },
    {
      description:
        'Sets the line in use’s data alerts (any of DATA_ALERT_PERCENTS; none on a plan whose data never runs out) and cap (one of SPENDING_CAP_TIERS, or null). Each alert is texted once a month when the share is reached; at the cap, the carrier stops paid use beyond the plan and the bill holds to it. Raising or removing a reached cap lets it go on at once. A slow carrier gives 504 and nothing changes.',
      body: usageAlertRequestSchema,
      entity: usageAlertSettingsSchema,
      failures: ['business', 'providerTimeout'],
    },
  ),
  searchNumbers: selfCare(
    callAddresses.searchNumbers,
    { ko: '바꿀 번호 찾기', en: 'Find a new number' },
    {
      description:
        'Free numbers ending in lastFour for the line in use, from the host carrier (beyond the spec), with the fee and why the number cannot be changed now (null when it can). docs/self-care-rules.md.',
      querystring: numberSearchQuerySchema,
      entity: numberSearchSchema,
      failures: ['providerTimeout'],
    },
  ),
  reserveNumber: selfCare(
    callAddresses.reserveNumber,
    { ko: '번호 잡아 두기', en: 'Hold a number' },
    {
      description:
        'Holds a free number for one of the session’s lines at the host carrier for NUMBER_CHANGE_RULES.reservationMinutes; one picked meanwhile by someone else is refused.',
      body: numberReserveRequestSchema,
      entity: numberReservationSchema,
      failures: ['business', 'notFound', 'providerTimeout'],
    },
  ),
  changeNumber: selfCare(
    callAddresses.changeNumber,
    { ko: '번호 변경', en: 'Change the number' },
    {
      description:
        'The line takes the number held for it, through the host carrier; needs the password confirmed within 5 minutes (4031 otherwise). The old number is kept from reuse for NUMBER_CHANGE_RULES.holdDays, the fee goes on the month’s bill. A slow carrier gives 504, nothing changes, and the number goes back.',
      body: numberChangeRequestSchema,
      entity: numberChangeResultSchema,
      failures: ['business', 'notFound', 'reauthRequired', 'providerTimeout'],
    },
  ),
  findPaymentLimit: selfCare(
    callAddresses.findPaymentLimit,
    { ko: '소액결제 한도와 변경 이력', en: 'Phone payment limit and its changes' },
    { entity: paymentLimitSchema, failures: [] },
  ),
  findPaymentAgreement: selfCare(
    callAddresses.findPaymentAgreement,
    { ko: '소액결제 이용 여부', en: 'Whether phone payments are allowed' },
    { entity: paymentAgreementSchema, failures: [] },
  ),
  changePaymentLimit: selfCare(
    callAddresses.changePaymentLimit,
    { ko: '소액결제 한도 바꾸기', en: 'Change the phone-payment limit' },
    {
      description:
        'One of MICRO_PAYMENT_LIMIT_TIERS for the line in use. A higher limit needs the password confirmed within 5 minutes (4031 otherwise, user/reauth); only an ACTIVE line may raise it; a blocked line is unblocked first (payment/agreement). Each change joins the history. docs/self-care-rules.md.',
      body: paymentLimitRequestSchema,
      entity: paymentLimitSchema,
      failures: ['business', 'reauthRequired'],
    },
  ),
  changePaymentAgreement: selfCare(
    callAddresses.changePaymentAgreement,
    { ko: '소액결제 차단·허용', en: 'Block or allow phone payments' },
    {
      description:
        'isAllowed false blocks micro-payments on the line in use at once (a limit of 0). true allows them again at the limit before the block (the lowest tier when there was none) and needs the password confirmed within 5 minutes (4031 otherwise, user/reauth) and an ACTIVE line. docs/self-care-rules.md.',
      body: paymentAgreementRequestSchema,
      entity: paymentAgreementSchema,
      failures: ['business', 'reauthRequired'],
    },
  ),
  findMicroPayments: selfCare(
    callAddresses.findMicroPayments,
    { ko: '월별 소액결제 이용 내역', en: 'Phone payments of a month' },
    { querystring: periodQuerySchema, entity: microPaymentUseSchema, failures: [] },
  ),
  findExtUsage: selfCare(
    callAddresses.findExtUsage,
    { ko: '사용량 요약 (앱 위젯)', en: 'Usage summary for the app' },
    { entity: usageSchema, failures: [] },
  ),
  findExtServiceInfo: selfCare(
    callAddresses.findExtServiceInfo,
    { ko: '회선·요금제·부가서비스', en: 'The line, its plan and add-ons' },
    { entity: serviceInfoSchema, failures: [] },
  ),
  findExtBillInfo: selfCare(
    callAddresses.findExtBillInfo,
    { ko: '청구 요약 (앱 위젯)', en: 'Bill summary for the app' },
    { entity: billInfoSchema, failures: [] },
  ),
  findCiLines: selfCare(
    callAddresses.findCiLines,
    { ko: '같은 명의의 회선', en: 'Lines held by the same person' },
    { entity: ciLinesSchema, failures: [] },
  ),
  findPlanFit: selfCare(
    callAddresses.findPlanFit,
    {
      ko: '나에게 맞는 요금제 (최근 3개월 사용량으로 계산)',
      en: 'Which plan fits me, from my last three months',
    },
    {
      description:
        'Ours: the bill run’s dry run of each plan on sale on the line’s own usage; nothing is kept.',
      entity: planFitSchema,
      failures: [],
    },
  ),
  findPlanFitDetail: selfCare(
    callAddresses.findPlanFitDetail,
    { ko: '요금제별 계산 내역', en: 'How a plan’s cost was worked out' },
    { params: planFitParamsSchema, entity: planFitDetailSchema, failures: ['notFound'] },
  ),
  requestBillPayment: selfCare(
    callAddresses.requestBillPayment,
    { ko: '요금 즉시 납부: 주문 만들기', en: 'Pay a bill now: make the order' },
    {
      description:
        'All or part (at least 1,000 won, or what is owed when less) of what the account owes now; the payment goes to the oldest bill first. Open the payment popup at checkoutAddress; the gateway returns it to /payment/result with paymentKey, orderId and amount for self-care/mvno/payment. docs/payments.md.',
      body: billPaymentRequestSchema,
      entity: billPaymentOrderSchema,
      failures: ['business', 'notFound'],
    },
  ),
  confirmBillPayment: selfCare(
    callAddresses.confirmBillPayment,
    { ko: '요금 즉시 납부: 결제 승인', en: 'Pay a bill now: confirm the payment' },
    {
      description:
        'What the payment popup reported, checked against our own order (the caller’s, still open, the same amount, within 10 minutes of the order) and confirmed with the gateway. When the gateway does not answer in time the payment is cancelled there and HTTP 504 says so; a retry with the same key acts again. docs/payments.md.',
      body: billPaymentConfirmSchema,
      entity: billPaymentReceiptSchema,
      failures: ['business', 'notFound', 'providerTimeout'],
    },
  ),
  findMarketingConsent: selfCare(
    callAddresses.findMarketingConsent,
    { ko: '광고성 정보 수신 동의 (수단별)', en: 'Consent to advertising, by channel' },
    { entity: marketingConsentSchema, failures: [] },
  ),
  changeMarketingConsent: selfCare(
    callAddresses.changeMarketingConsent,
    { ko: '광고성 정보 수신 동의 바꾸기', en: 'Change consent to advertising' },
    {
      description:
        'Consent by each channel (SMS, EMAIL, PUSH). A channel whose consent changes records the time; the result is sent to the subscriber by text, as 정보통신망법 §50 asks. docs/self-care-rules.md.',
      body: marketingConsentRequestSchema,
      entity: marketingConsentSchema,
      failures: [],
    },
  ),
  findPromotionEnding: selfCare(
    callAddresses.findPromotionEnding,
    { ko: '곧 끝나는 프로모션 할인', en: 'A promotional discount ending soon' },
    { entity: promotionEndingSchema, failures: [] },
  ),
});
