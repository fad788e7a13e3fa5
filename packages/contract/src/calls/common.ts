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
import { defineCalls } from './define.ts';

export const commonCalls = defineCalls({
  heartBeat: {
    group: 'common',
    method: 'GET',
    path: 'common/heart-beat',
    summary: { ko: '서버 상태 확인', en: 'Health check' },
    session: 'none',
    entity: heartBeatSchema,
    failures: [],
  },
  findCompany: {
    group: 'common',
    method: 'GET',
    path: 'common/company',
    summary: { ko: '회사 정보 (사업자 정보, 고객센터, 외부 링크)', en: 'Company details for the footer' },
    session: 'none',
    entity: companySchema,
    failures: [],
  },
  findClientConfig: {
    group: 'common',
    method: 'GET',
    path: 'common/client-config',
    summary: { ko: '화면 설정값 (파일 서버, 앱 스킴, 팝업 주소)', en: 'Client configuration' },
    description: 'Served pages carry the same values in their shell; this is for the app and the dev server.',
    session: 'none',
    entity: clientConfigSchema,
    failures: [],
  },
  findAppSetting: {
    group: 'common',
    method: 'GET',
    path: 'common/app-setting/{name}',
    summary: { ko: '앱 설정값 한 가지', en: 'One app setting' },
    session: 'none',
    params: findAppSettingRequestSchema,
    entity: appSettingSchema,
    failures: ['notFound'],
  },
  issueStorageKey: {
    group: 'common',
    method: 'POST',
    path: 'common/account',
    summary: { ko: '화면 저장소 암호화 키 발급', en: 'Client storage key' },
    description: 'Form-encoded: `random`, 12 characters. The same random always gives the same key and iv.',
    session: 'none',
    body: issueStorageKeyRequestSchema,
    bodyType: 'form',
    entity: clientStorageKeySchema,
    failures: [],
  },
  sendPhoneAuth: {
    group: 'common',
    method: 'POST',
    path: 'common/send/phone/auth',
    summary: { ko: '휴대폰 인증번호 발송', en: 'Send a phone verification code' },
    session: 'none',
    body: sendPhoneAuthRequestSchema,
    entity: phoneAuthSentSchema,
    failures: ['business', 'tooManyRequests', 'providerTimeout'],
  },
  checkPhoneAuth: {
    group: 'common',
    method: 'POST',
    path: 'common/check/phone/auth',
    summary: { ko: '휴대폰 인증번호 확인', en: 'Check a phone verification code' },
    session: 'none',
    body: checkPhoneAuthRequestSchema,
    entity: phoneAuthVerifiedSchema,
    failures: ['business', 'tooManyRequests'],
  },
});

export const sandboxCalls = defineCalls({
  findLatestSms: {
    group: 'sandbox',
    method: 'GET',
    path: 'sandbox/outbox',
    summary: { ko: '데모: 번호로 보낸 마지막 문자', en: 'Demo: the latest text sent to a number' },
    description: 'Only in demo mode, and only to callers on the server machine; others get 404.',
    session: 'none',
    querystring: findLatestSmsRequestSchema,
    entity: sandboxSmsSchema.nullable(),
    failures: ['hidden', 'notFound'],
  },
});
