import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceInfo } from '@mvno/contract';
import { modalStack } from '../modal/modal-store.ts';
import { endSession, startSession } from '../session/session.ts';
import { flushStoredData } from '../storage/encrypted-storage.ts';
import { refusal, stubCalls } from '../../test/stub-calls.ts';
import { loginUserOf } from '../../test/login-user.ts';
import { readEncrypted } from '../../test/storage.ts';
import { parseDeviceInfo, registerDevice } from './register-device.ts';

afterEach(() => {
  endSession();
  modalStack.set([]);
  vi.unstubAllGlobals();
});

/** Before the push service has handed the app a key. */
const androidWithoutToken: DeviceInfo = {
  deviceType: 'ANDROID',
  deviceId: 'a1b2c3d4e5',
  appVersion: '3.2.0',
  os: 'Android 14',
};
const android: DeviceInfo = { ...androidWithoutToken, pushToken: 'fcm-token-1' };

describe('parseDeviceInfo: device info as the app hands it over', () => {
  it.each<[string, unknown, DeviceInfo | undefined]>([
    ['JSON text', JSON.stringify(android), android],
    ['an object', android, android],
    ["lower-case 'android'", { ...android, deviceType: 'android' }, android],
    [
      "lower-case 'ios' as JSON text",
      JSON.stringify({ deviceType: 'ios', deviceId: 'i-9', appVersion: '3.1.4', os: 'iOS 17.4' }),
      { deviceType: 'IOS', deviceId: 'i-9', appVersion: '3.1.4', os: 'iOS 17.4' },
    ],
    ['no push token yet', androidWithoutToken, androidWithoutToken],
    ['bad JSON', '{"deviceType":"ANDROID","deviceId":', undefined],
    ['plain text', 'ANDROID', undefined],
    ['JSON null', 'null', undefined],
    ['JSON array', JSON.stringify([android]), undefined],
    ['undefined', undefined, undefined],
    ['a number', 42, undefined],
    ['no deviceId', { ...android, deviceId: undefined }, undefined],
    ['no appVersion', { deviceType: 'ANDROID', deviceId: 'a1', os: 'Android 14' }, undefined],
    ['no os', { deviceType: 'ANDROID', deviceId: 'a1', appVersion: '3.2.0' }, undefined],
    ['no deviceType', { deviceId: 'a1', appVersion: '3.2.0', os: 'Android 14' }, undefined],
    ['unknown deviceType', { ...android, deviceType: 'WINDOWS' }, undefined],
    ['a numeric deviceType', { ...android, deviceType: 1 }, undefined],
    ['a numeric pushToken', { ...android, pushToken: 12345 }, undefined],
  ])('%s', (_case, value, expected) => {
    expect(parseDeviceInfo(value)).toEqual(expected);
  });
});

describe('registerDevice: POST user/push (spec §7)', () => {
  it('logged out: keeps the device info encrypted and registers it without a subscriber', async () => {
    const requests = stubCalls({
      registerDevice: () => ({ deviceId: android.deviceId, userNo: 0, userLineNo: 0 }),
    });

    await expect(registerDevice(android)).resolves.toEqual({
      deviceId: android.deviceId,
      userNo: 0,
      userLineNo: 0,
    });

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/user/push');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['login-token']).toBeUndefined();
    expect(JSON.parse(request?.body ?? '')).toEqual({ ...android, userNo: 0, userLineNo: 0 });

    await flushStoredData();
    expect(window.localStorage.getItem('deviceInfo')).not.toContain(android.deviceId);
    expect(await readEncrypted('deviceInfo')).toEqual(android);
  });

  it("logged in: ties the device to the subscriber's active line, with the login token", async () => {
    startSession('token-1', loginUserOf(), { isSavePhone: false, isAutoLogin: false, phone: '' });
    const requests = stubCalls({
      registerDevice: () => ({ deviceId: android.deviceId, userNo: 1, userLineNo: 11 }),
    });

    await registerDevice(androidWithoutToken);

    expect(requests.map((request) => request.path)).toEqual(['/user/push']);
    expect(requests[0]?.headers['login-token']).toBe('token-1');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      ...androidWithoutToken,
      userNo: 1,
      userLineNo: 11,
    });
  });

  it('fails quietly: no alert, nothing thrown, the device info is still kept', async () => {
    stubCalls({ registerDevice: () => refusal(9000, '잠시 후 다시 시도해 주세요.') });

    await expect(registerDevice(android)).resolves.toBeUndefined();

    expect(modalStack.get()).toEqual([]);
    await flushStoredData();
    expect(await readEncrypted('deviceInfo')).toEqual(android);
  });
});
