import { z } from 'zod';
import { clientStorageKeySchema, issueStorageKeyRequestSchema } from '../common/account.ts';
import { clientConfigSchema } from '../common/client-config.ts';
import {
  appSettingSchema,
  companySchema,
  findAppSettingRequestSchema,
  heartBeatSchema,
} from '../common/company.ts';
import {
  checkPhoneAuthRequestSchema,
  phoneAuthSentSchema,
  phoneAuthVerifiedSchema,
  sendPhoneAuthRequestSchema,
} from '../common/phone-auth.ts';
import { findLatestSmsRequestSchema, sandboxSmsSchema } from '../common/sandbox-outbox.ts';
import { paymentWebhookEventSchema, paymentWebhookHeadersSchema } from '../payment/webhook.ts';
import {
  downloadFileRequestSchema,
  storedFileSchema,
  uploadFileFormSchema,
  uploadMediaTypes,
} from '../common/file.ts';
import { callAddresses } from './addresses.ts';
import { defineCalls } from './define.ts';

export const commonCalls = defineCalls({
  heartBeat: {
    group: 'common',
    ...callAddresses.heartBeat,
    summary: { ko: '서버 상태 확인', en: 'Health check' },
    caller: 'anonymous',
    entity: heartBeatSchema,
    failures: [],
  },
  findCompany: {
    group: 'common',
    ...callAddresses.findCompany,
    summary: { ko: '회사 정보 (사업자 정보, 고객센터, 외부 링크)', en: 'Company details for the footer' },
    caller: 'anonymous',
    entity: companySchema,
    failures: [],
  },
  findClientConfig: {
    group: 'common',
    ...callAddresses.findClientConfig,
    summary: { ko: '화면 설정값 (파일 서버, 앱 스킴, 팝업 주소)', en: 'Client configuration' },
    description: 'Served pages carry the same values in their shell; this is for the app and the dev server.',
    caller: 'anonymous',
    entity: clientConfigSchema,
    failures: [],
  },
  findAppSetting: {
    group: 'common',
    ...callAddresses.findAppSetting,
    summary: { ko: '앱 설정값 한 가지', en: 'One app setting' },
    caller: 'anonymous',
    params: findAppSettingRequestSchema,
    entity: appSettingSchema,
    failures: ['notFound'],
  },
  issueStorageKey: {
    group: 'common',
    ...callAddresses.issueStorageKey,
    summary: { ko: '화면 저장소 암호화 키 발급', en: 'Client storage key' },
    description: 'Form-encoded: `random`, 12 characters. The same random always gives the same key and iv.',
    caller: 'anonymous',
    body: issueStorageKeyRequestSchema,
    entity: clientStorageKeySchema,
    failures: [],
  },
  sendPhoneAuth: {
    group: 'common',
    ...callAddresses.sendPhoneAuth,
    summary: { ko: '휴대폰 인증번호 발송', en: 'Send a phone verification code' },
    caller: 'anonymous',
    body: sendPhoneAuthRequestSchema,
    entity: phoneAuthSentSchema,
    failures: ['business', 'tooManyRequests', 'providerTimeout'],
  },
  checkPhoneAuth: {
    group: 'common',
    ...callAddresses.checkPhoneAuth,
    summary: { ko: '휴대폰 인증번호 확인', en: 'Check a phone verification code' },
    caller: 'anonymous',
    body: checkPhoneAuthRequestSchema,
    entity: phoneAuthVerifiedSchema,
    failures: ['business', 'tooManyRequests'],
  },
  uploadFile: {
    group: 'common',
    ...callAddresses.uploadFile,
    summary: { ko: '파일 올리기 (1:1 문의 첨부)', en: 'Upload a file to attach to an inquiry' },
    description:
      "multipart/form-data with one part, `file`: JPG, PNG, GIF, WEBP, HEIC or PDF by its content, up to 10 MB (413 beyond). The file is the uploader's; one not attached to an inquiry within 24 hours is removed. At most 30 uploads an hour per subscriber.",
    caller: 'subscriber',
    body: uploadFileFormSchema,
    entity: storedFileSchema,
    failures: ['tooManyRequests'],
  },
  downloadFile: {
    group: 'common',
    ...callAddresses.downloadFile,
    summary: { ko: '파일 내려받기', en: 'Download a stored file' },
    description:
      'Answers the bytes with their type and a Content-Disposition carrying the file name (RFC 6266, UTF-8 filename*). Application forms are public; an inquiry attachment only to its owner, with the login token.',
    caller: 'visitor',
    querystring: downloadFileRequestSchema,
    entity: storedFileSchema,
    fileAnswer: { mediaTypes: uploadMediaTypes },
    failures: ['fileNotFound'],
  },
});

export const sandboxCalls = defineCalls({
  findLatestSms: {
    group: 'sandbox',
    ...callAddresses.findLatestSms,
    summary: { ko: '데모: 번호로 보낸 마지막 문자', en: 'Demo: the latest text sent to a number' },
    description: 'Only in demo mode, and only to callers on the server machine; others get 404.',
    caller: 'anonymous',
    querystring: findLatestSmsRequestSchema,
    entity: sandboxSmsSchema.nullable(),
    failures: ['hidden', 'notFound'],
  },
});

export const paymentCalls = defineCalls({
  receivePaymentWebhook: {
    group: 'payment',
    ...callAddresses.receivePaymentWebhook,
    summary: { ko: '결제사 웹훅 받기', en: 'Receive a payment gateway webhook' },
    description:
      'Sent by the payment gateway when a payment changes, signed in the payment-signature header (HMAC-SHA256 of the body as sent). An unsigned or wrongly signed notice is refused (400). Each event id is received once; the payment it names is read back from the gateway and settled as the read-back job would, whatever order notices arrive in.',
    caller: 'anonymous',
    headers: paymentWebhookHeadersSchema,
    body: paymentWebhookEventSchema,
    entity: z.null(),
    failures: [],
  },
});
