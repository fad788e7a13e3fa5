import { queryOptions } from '@tanstack/react-query';
import type { MarketingConsent, MarketingConsentRequest } from '@mvno/contract';
import { callApi } from '../../../shared/api/client.ts';

// My-page's reads (docs/self-care.md), each keyed by the line in use so that another line's answer is never
// shown for it.

export const usageQueryOptions = (lineNo: number | null) =>
  queryOptions({ queryKey: ['self-care', lineNo, 'usage'], queryFn: () => callApi('findUsage', {}) });

export const billsQueryOptions = (lineNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineNo, 'bill'],
    queryFn: () => callApi('findBills', { query: {} }),
  });

export const billSoFarQueryOptions = (lineNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineNo, 'bill-so-far'],
    queryFn: () => callApi('findBillSoFar', { query: {} }),
  });

export const promotionEndingQueryOptions = (lineNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineNo, 'promotion-ending'],
    queryFn: () => callApi('findPromotionEnding', {}),
    // A notice that cannot be loaded is left out; the page does not alert for it.
    meta: { isSilent: true },
  });

export const planFitQueryOptions = (lineNo: number | null) =>
  queryOptions({ queryKey: ['self-care', lineNo, 'plan-fit'], queryFn: () => callApi('findPlanFit', {}) });

export const planFitDetailQueryOptions = (lineNo: number | null, planNo: number) =>
  queryOptions({
    queryKey: ['self-care', lineNo, 'plan-fit', planNo],
    queryFn: () => callApi('findPlanFitDetail', { params: { planNo } }),
  });

export const customerQueryOptions = (lineNo: number | null) =>
  queryOptions({ queryKey: ['self-care', lineNo, 'customer'], queryFn: () => callApi('findCustomer', {}) });

export const customerV2QueryOptions = (lineNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineNo, 'customer-v2'],
    queryFn: () => callApi('findCustomerV2', {}),
  });

export const agreementsV2QueryOptions = (lineNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineNo, 'agreement-v2'],
    queryFn: () => callApi('findServiceAgreementV2', {}),
  });

export const agreementQueryOptions = (lineNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineNo, 'agreement'],
    queryFn: () => callApi('findServiceAgreement', {}),
  });

export const serviceInfoQueryOptions = (lineNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineNo, 'service-info'],
    queryFn: () => callApi('findExtServiceInfo', {}),
  });

export const contractSaleQueryOptions = (lineNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineNo, 'contract-sale'],
    queryFn: () => callApi('findContractSale', {}),
  });

export const instalmentsQueryOptions = (lineNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineNo, 'instalments'],
    queryFn: () => callApi('findInstalments', {}),
  });

export const pauseCheckQueryOptions = (lineNo: number | null) =>
  queryOptions({ queryKey: ['self-care', lineNo, 'pause-check'], queryFn: () => callApi('checkPause', {}) });

export const pauseCheckV2QueryOptions = (lineNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineNo, 'pause-check-v2'],
    queryFn: () => callApi('checkPauseV2', {}),
  });

export const pauseHistoryQueryOptions = (lineNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineNo, 'pause-history'],
    queryFn: () => callApi('findPauseHistory', {}),
  });

export const payMethodsV2QueryOptions = (lineNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineNo, 'pay-method-v2'],
    queryFn: () => callApi('findPayMethodsV2', {}),
  });

/** Consent to advertising by channel, each with when it was last given or withdrawn. */
export const marketingConsentQueryOptions = (lineNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineNo, 'marketing'],
    queryFn: () => callApi('findMarketingConsent', {}),
  });

/** POST self-care/ext/marketing: consent by each channel. */
export function changeMarketingConsent(
  body: MarketingConsentRequest,
  idempotencyKey: string,
): Promise<MarketingConsent> {
  return callApi('changeMarketingConsent', { body }, { idempotencyKey });
}
