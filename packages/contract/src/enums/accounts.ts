import type { Message } from '../i18n/translate.ts';
// Enumerations of spec §3 — Accounts: logging in, proving who one is, consents, app settings.

/** How advertising may reach a subscriber, each consented to on its own (정보통신망법 §50). */
export const marketingChannels = ['SMS', 'EMAIL', 'PUSH'] as const;
export type MarketingChannel = (typeof marketingChannels)[number];
export const marketingChannelLabels: Record<MarketingChannel, Message> = {
  SMS: /*i18n*/ { id: 'marketingChannel.SMS', message: '문자 메시지' },
  EMAIL: /*i18n*/ { id: 'marketingChannel.EMAIL', message: '이메일' },
  PUSH: /*i18n*/ { id: 'marketingChannel.PUSH', message: '앱 알림' },
};

export const phoneAuthPurposes = ['USIM', 'PASSWORD', 'LOGIN', 'REAUTH'] as const;
export type PhoneAuthPurpose = (typeof phoneAuthPurposes)[number];

export const loginAuthSteps = ['PRE_AUTH', 'SEND_AUTH', 'SUCCESS_AUTH'] as const;
export type LoginAuthStep = (typeof loginAuthSteps)[number];

export const simpleAuthProviders = ['NAVER', 'PASS', 'KB', 'TOSS'] as const;
export type SimpleAuthProvider = (typeof simpleAuthProviders)[number];

/** App settings readable through common/app-setting/{name}. */
export const appSettingNames = ['SELF_OPEN_NEW_FLAG'] as const;
export type AppSettingName = (typeof appSettingNames)[number];

/** Mobile card (카드 본인확인) authentication goes through the card issuers' own app. */
export const identityVerificationKinds = ['SIMPLE_AUTH', 'MOBILE_CARD'] as const;
export type IdentityVerificationKind = (typeof identityVerificationKinds)[number];

/** user/login: with login ID and password, or with a LOGIN-purpose phone auth of a line's number. */
export const loginTypes = ['ID', 'PHONE'] as const;
export type LoginType = (typeof loginTypes)[number];

/** user/password: RESET after a PASSWORD-purpose phone auth (logged out), CHANGE with the current password (logged in). */
export const passwordChangeTypes = ['RESET', 'CHANGE'] as const;
export type PasswordChangeType = (typeof passwordChangeTypes)[number];
