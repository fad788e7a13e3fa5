import type { Message } from '../i18n/translate.ts';
import { z } from 'zod';
import { termsTypes, type TermsType } from '../enums.ts';
import { listEntitySchema } from '../envelope.ts';
import { coercedIdSchema } from '../fields.ts';

/** The names a subscriber knows each document by (spec §3 terms types), as our sign-up and footer show them. */
export const termsTypeLabels: Record<TermsType, Message> = {
  TERMS_SERVICE: /*i18n*/ { id: 'termsType.TERMS_SERVICE', message: '이용약관' },
  UNIQUE: /*i18n*/ { id: 'termsType.UNIQUE', message: '고유식별정보 처리 동의' },
  PRIVACY: /*i18n*/ { id: 'termsType.PRIVACY', message: '개인정보 처리방침' },
  LOCATION: /*i18n*/ { id: 'termsType.LOCATION', message: '위치기반서비스 이용약관' },
  THIRD_PARTY_PROVIDE: /*i18n*/ { id: 'termsType.THIRD_PARTY_PROVIDE', message: '개인정보 제3자 제공 동의' },
  THIRD_PARTY_CONSIGNED: /*i18n*/ {
    id: 'termsType.THIRD_PARTY_CONSIGNED',
    message: '개인정보 처리 위탁 안내',
  },
  CREDIT: /*i18n*/ { id: 'termsType.CREDIT', message: '신용정보 조회 동의' },
  REMAINING_CHARGE: /*i18n*/ { id: 'termsType.REMAINING_CHARGE', message: '번호이동 잔여요금 정산 동의' },
  MARKETING: /*i18n*/ { id: 'termsType.MARKETING', message: '마케팅 정보 수신 동의' },
  LEGAL_REPRESENTATIVE: /*i18n*/ { id: 'termsType.LEGAL_REPRESENTATIVE', message: '법정대리인 동의' },
  USIM_PURCHASE: /*i18n*/ { id: 'termsType.USIM_PURCHASE', message: '유심 구매 약관' },
};

export function isTermsType(value: unknown): value is TermsType {
  return termsTypes.some((type) => type === value);
}

/**
 * Where a version stands on a given day: `current` is the newest one in force, `previous` ones were replaced,
 * `upcoming` ones are announced and not yet in force (시행 예정).
 */
export const termsVersionStates = ['current', 'previous', 'upcoming'] as const;
export type TermsVersionState = (typeof termsVersionStates)[number];
export const termsVersionStateLabels: Record<TermsVersionState, Message> = {
  current: /*i18n*/ { id: 'termsVersionState.current', message: '현재 시행' },
  previous: /*i18n*/ { id: 'termsVersionState.previous', message: '이전 약관' },
  upcoming: /*i18n*/ { id: 'termsVersionState.upcoming', message: '시행 예정' },
};

/** YYYY-MM-DD, a day in Seoul. */
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const termsVersionSchema = z.object({
  termsNo: z.number().int(),
  /** As staff name it: 'v2.0'. */
  version: z.string(),
  /** The first day it applies (시행일). */
  effectiveDate: dateSchema,
  /** The last day it applied: the day before the next version took over; null while nothing replaces it. */
  endDate: dateSchema.nullable(),
  state: z.enum(termsVersionStates),
});
export type TermsVersion = z.infer<typeof termsVersionSchema>;

/** `GET site/terms/type`: every type with its label and the version in force today (null before the first). */
export const termsTypeSummarySchema = z.object({
  type: z.enum(termsTypes),
  label: z.string(),
  current: termsVersionSchema.pick({ termsNo: true, version: true, effectiveDate: true }).nullable(),
});
export type TermsTypeSummary = z.infer<typeof termsTypeSummarySchema>;

export const termsTypeListSchema = listEntitySchema(termsTypeSummarySchema);
export type TermsTypeList = z.infer<typeof termsTypeListSchema>;

/** `GET site/terms`: a type's document in force today, or the version `termsNo` names (older or upcoming). */
export const findTermsRequestSchema = z.object({
  type: z.enum(termsTypes),
  termsNo: coercedIdSchema.optional(),
});
export type FindTermsRequest = z.input<typeof findTermsRequestSchema>;

export const termsDocumentSchema = termsVersionSchema.extend({
  type: z.enum(termsTypes),
  title: z.string(),
  /** Sanitised HTML: articles as headings, lists and tables. */
  content: z.string(),
  /** Every version of the type, newest first, so a reader can choose an older or an upcoming one. */
  versions: z.array(termsVersionSchema),
});
export type TermsDocument = z.infer<typeof termsDocumentSchema>;
