import type { DeviceInfo, DeviceRegistration, RegisterDeviceRequest } from '@mvno/contract';
import { deviceTypes } from '@mvno/contract';
import { callApi } from '../api/client.ts';
import { sessionStore } from '../session/session.ts';
import { writeStored } from '../storage/encrypted-storage.ts';
import { isRecord } from '../is-record.ts';
import { isDeviceInfo } from '../storage/stored-values.ts';

/** Device info as the app hands it over (JSON text or an object); undefined when it is not device info. */
export function parseDeviceInfo(value: unknown): DeviceInfo | undefined {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!isRecord(parsed)) return undefined;
  // Apps send 'android' / 'ios' as often as the upper case.
  const deviceType =
    typeof parsed.deviceType === 'string' ? parsed.deviceType.toUpperCase() : parsed.deviceType;
  const candidate = { ...parsed, deviceType };
  return isDeviceInfo(candidate) && deviceTypes.includes(candidate.deviceType) ? candidate : undefined;
}

/**
 * Keeps the device info (encrypted, spec §3) and registers it (POST user/push) for the logged-in
 * subscriber's active line, or without one when logged out.
 */
export async function registerDevice(info: DeviceInfo): Promise<DeviceRegistration | undefined> {
  writeStored('deviceInfo', info);
  const user = sessionStore.get().user;
  const body: RegisterDeviceRequest = {
    ...info,
    userNo: user?.userNo ?? 0,
    userLineNo: user?.loginUserLine.userLineNo ?? 0,
  };
  try {
    return await callApi('registerDevice', { body }, { isQuiet: true });
  } catch {
    // Registered again with the next device info; a 401 has logged out already.
    return undefined;
  }
}
