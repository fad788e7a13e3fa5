import type { DeviceInfo, LoginUser, LoginUserLine, UserLine } from '@mvno/contract';
import { deviceTypes, lineStatuses, networkTypes } from '@mvno/contract';
import { isRecord } from '../is-record.ts';

/** Any JSON value: what the self-open, counselor and save-data screens keep between visits. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * Everything the site keeps in local storage, each value encrypted (spec §3, DESIGN §4): the eleven keys
 * of the spec plus the last SIM order's key, recent searches, popup exclusion dates, the app's device info
 * and the visitor's refusal of tracking.
 */
export interface StoredValues {
  accessToken: string;
  userData: LoginUser;
  /** The saved phone number (digits), kept only when 'save phone' was ticked. */
  serviceNumber: string;
  isSavePhone: boolean;
  isAutoLogin: boolean;
  /** When the user data was last fetched, epoch ms. */
  refreshTime: number;
  selfData: JsonValue;
  counselorData: JsonValue;
  alliance: string;
  saveData: JsonValue;
  usimPurchaseNo: number;
  /** The key of the last SIM order made on this device (43 URL-safe characters): /usim/complete reads it. */
  usimPurchaseKey: string;
  /** Newest first, at most 10. */
  recentSearches: string[];
  /** `{ [bannerNo or 'maintenance-{maintenanceNo}']: 'YYYY-MM-DD' }` in Seoul dates. */
  popupExclusion: Record<string, string>;
  deviceInfo: DeviceInfo;
  /** Set (true) when the visitor turned visit statistics off in the footer; absent otherwise. */
  isTrackingRefused: boolean;
  /** The key of each journey the server keeps for this visitor, by flow name (shared/flow). */
  flowKeys: Record<string, string>;
}
export type StoredKey = keyof StoredValues;

const isString = (value: unknown): value is string => typeof value === 'string';
const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.some((candidate) => candidate === value);

function isJsonValue(value: unknown): value is JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonValue);
  return isRecord(value) && Object.values(value).every(isJsonValue);
}

function isLoginUserLine(value: unknown): value is LoginUserLine {
  return (
    isRecord(value) &&
    isInteger(value.userLineNo) &&
    isString(value.serviceNumber) &&
    isString(value.serviceAccount) &&
    isString(value.ssn)
  );
}

function isUserLine(value: unknown): value is UserLine {
  return (
    isRecord(value) &&
    isOneOf(networkTypes)(value.networkType) &&
    isInteger(value.planNo) &&
    isString(value.planName) &&
    isOneOf(lineStatuses)(value.lineStatus) &&
    isLoginUserLine(value)
  );
}

export function isLoginUser(value: unknown): value is LoginUser {
  return (
    isRecord(value) &&
    isInteger(value.userNo) &&
    isString(value.loginId) &&
    isString(value.userName) &&
    isString(value.userBirth) &&
    isString(value.userEmail) &&
    isString(value.ssn) &&
    typeof value.isMarketingAgree === 'boolean' &&
    isString(value.loginServiceNumber) &&
    isString(value.loginServiceAccount) &&
    isLoginUserLine(value.loginUserLine) &&
    Array.isArray(value.lineList) &&
    value.lineList.every(isUserLine)
  );
}

export function isDeviceInfo(value: unknown): value is DeviceInfo {
  return (
    isRecord(value) &&
    isOneOf(deviceTypes)(value.deviceType) &&
    isString(value.deviceId) &&
    (value.pushToken === undefined || isString(value.pushToken)) &&
    isString(value.appVersion) &&
    isString(value.os)
  );
}

function isTextRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every(isString);
}

type Reader<T> = (value: unknown) => value is T;

/** How each stored value is recognised after decryption; a value of the wrong shape counts as unreadable. */
export const storedValueReaders: { [K in StoredKey]: Reader<StoredValues[K]> } = {
  accessToken: isString,
  userData: isLoginUser,
  serviceNumber: isString,
  isSavePhone: (value): value is boolean => typeof value === 'boolean',
  isAutoLogin: (value): value is boolean => typeof value === 'boolean',
  refreshTime: (value): value is number => typeof value === 'number' && Number.isFinite(value),
  selfData: isJsonValue,
  counselorData: isJsonValue,
  alliance: isString,
  saveData: isJsonValue,
  usimPurchaseNo: isInteger,
  usimPurchaseKey: (value): value is string => isString(value) && /^[A-Za-z0-9_-]{43}$/.test(value),
  recentSearches: (value): value is string[] => Array.isArray(value) && value.every(isString),
  popupExclusion: isTextRecord,
  deviceInfo: isDeviceInfo,
  isTrackingRefused: (value): value is boolean => typeof value === 'boolean',
  flowKeys: isTextRecord,
};

export const storedKeys = Object.keys(storedValueReaders).filter(
  (key): key is StoredKey => key in storedValueReaders,
);
