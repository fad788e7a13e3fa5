import type { Message } from '../i18n/translate.ts';
// Enumerations of spec §3 — A line and the device it is used on, which every page's header and the native app read.

export const networkTypes = ['5G', '4G'] as const;
export type NetworkType = (typeof networkTypes)[number];
/** 4G is sold as LTE. */
export const networkTypeLabels: Record<NetworkType, string> = { '5G': '5G', '4G': 'LTE' };

/** State of a subscriber's line. */
export const lineStatuses = ['ACTIVE', 'PAUSED', 'LOST', 'TERMINATED'] as const;
export type LineStatus = (typeof lineStatuses)[number];
export const lineStatusLabels: Record<LineStatus, Message> = {
  ACTIVE: /*i18n*/ { id: 'lineStatus.ACTIVE', message: '사용 중' },
  PAUSED: /*i18n*/ { id: 'lineStatus.PAUSED', message: '일시정지' },
  LOST: /*i18n*/ { id: 'lineStatus.LOST', message: '분실정지' },
  TERMINATED: /*i18n*/ { id: 'lineStatus.TERMINATED', message: '해지' },
};

/** The native app's platform, sent with its device info (user/push). */
export const deviceTypes = ['ANDROID', 'IOS'] as const;
export type DeviceType = (typeof deviceTypes)[number];
