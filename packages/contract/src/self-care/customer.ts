import { z } from 'zod';
import { billTypes, discountKinds, lineStatuses, networkTypes } from '../enums.ts';
import { dayTextSchema, instantTextSchema, wonSchema } from './fields.ts';

/** A line of the subscriber as self-care shows it (the number masked). */
export const customerLineSchema = z.object({
  userLineNo: z.number().int(),
  serviceNumber: z.string(),
  serviceAccount: z.string(),
  planNo: z.number().int(),
  planName: z.string(),
  networkType: z.enum(networkTypes),
  lineStatus: z.enum(lineStatuses),
  openedOn: dayTextSchema,
  billAcntId: z.string(),
  billType: z.enum(billTypes),
  /** The line self-care acts on now (the header's line switcher). */
  isInUse: z.boolean(),
});
export type CustomerLine = z.infer<typeof customerLineSchema>;

/** `GET self-care/customer`: the subscriber's details, masked, with the line in use. */
export const customerSchema = z.object({
  userName: z.string(),
  userBirth: z.string(),
  userEmail: z.string(),
  custId: z.string(),
  line: customerLineSchema,
});
export type Customer = z.infer<typeof customerSchema>;

/** `GET self-care/v2/customer`: the same with every line and the marketing consent. */
export const customerV2Schema = z.object({
  userName: z.string(),
  userBirth: z.string(),
  userEmail: z.string(),
  custId: z.string(),
  isMarketingAgree: z.boolean(),
  lines: z.array(customerLineSchema),
});
export type CustomerV2 = z.infer<typeof customerV2Schema>;

/** `GET self-care/contract/sale`: the discounts the line in use holds or held. */
export const contractSaleSchema = z.object({
  list: z.array(
    z.object({
      kind: z.enum(discountKinds),
      discountName: z.string(),
      percent: z.number().int(),
      /** With VAT, a month; 0 for a discount by percent. */
      monthlyAmount: wonSchema,
      contractMonths: z.number().int().nullable(),
      startsOn: dayTextSchema,
      endsOn: dayTextSchema.nullable(),
      /** Whole months it has run by today. */
      monthsKept: z.number().int(),
      isActive: z.boolean(),
    }),
  ),
});
export type ContractSale = z.infer<typeof contractSaleSchema>;

/** `GET self-care/service/agreement`: what the subscriber agreed to, for the line in use. */
export const serviceAgreementSchema = z.object({
  isMarketingAgree: z.boolean(),
  marketingAgreedAt: instantTextSchema.nullable(),
  billType: z.enum(billTypes),
  /** Micro-payments (휴대폰 소액결제) are allowed on the line: its limit is above zero. */
  isMicroPaymentAllowed: z.boolean(),
});
export type ServiceAgreement = z.infer<typeof serviceAgreementSchema>;

/** `GET self-care/v2/service/agreement`: the same for every line. */
export const serviceAgreementV2Schema = z.object({
  isMarketingAgree: z.boolean(),
  marketingAgreedAt: instantTextSchema.nullable(),
  list: z.array(
    z.object({
      userLineNo: z.number().int(),
      serviceNumber: z.string(),
      billType: z.enum(billTypes),
      isMicroPaymentAllowed: z.boolean(),
    }),
  ),
});
export type ServiceAgreementV2 = z.infer<typeof serviceAgreementV2Schema>;

/** `GET self-care/ext/service/info`: the line in use, its plan and its add-ons. */
export const serviceInfoSchema = z.object({
  userLineNo: z.number().int(),
  serviceNumber: z.string(),
  planNo: z.number().int(),
  planName: z.string(),
  /** The plan's monthly fee with VAT, before discounts. */
  basicAmount: wonSchema,
  networkType: z.enum(networkTypes),
  lineStatus: z.enum(lineStatuses),
  openedOn: dayTextSchema,
  addServices: z.array(
    z.object({
      addServiceNo: z.number().int(),
      addServiceName: z.string(),
      monthlyAmount: wonSchema,
      startsOn: dayTextSchema,
    }),
  ),
});
export type ServiceInfo = z.infer<typeof serviceInfoSchema>;

/** `GET self-care/ext/user/ci/line`: every line held by the same person (by the identity's CI). */
export const ciLinesSchema = z.object({
  list: z.array(
    z.object({
      serviceNumber: z.string(),
      lineStatus: z.enum(lineStatuses),
      planName: z.string(),
      openedOn: dayTextSchema,
      isInUse: z.boolean(),
    }),
  ),
});
export type CiLines = z.infer<typeof ciLinesSchema>;
