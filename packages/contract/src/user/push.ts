import { z } from 'zod';
import { deviceTypes } from '../enums.ts';
import { idOrZeroSchema, singleLineTextSchema } from '../fields.ts';

/** Device info the native app supplies (spec §3). */
export const deviceInfoSchema = z.object({
  deviceType: z.enum(deviceTypes),
  deviceId: singleLineTextSchema(200).trim().min(1),
  /** The push service's registration key; empty until the app has one. */
  pushToken: singleLineTextSchema(4096).trim().default(''),
  appVersion: singleLineTextSchema(30).trim().min(1),
  /** e.g. 'Android 14', 'iOS 17.4'. */
  os: singleLineTextSchema(50).trim().min(1),
});
export type DeviceInfo = z.input<typeof deviceInfoSchema>;

/**
 * `POST user/push`: registers or updates the device. Logged out, the device is kept without a subscriber;
 * logged in, it is tied to the session's subscriber and active line. `userNo` and `userLineNo`, when sent,
 * must be the session's own (0 or absent = none); the server never takes them on trust.
 */
export const registerDeviceRequestSchema = deviceInfoSchema.extend({
  userNo: idOrZeroSchema.optional(),
  userLineNo: idOrZeroSchema.optional(),
});
export type RegisterDeviceRequest = z.input<typeof registerDeviceRequestSchema>;

export const deviceRegistrationSchema = z.object({
  deviceId: z.string(),
  /** 0 when the device is not tied to a subscriber. */
  userNo: z.number().int(),
  userLineNo: z.number().int(),
});
export type DeviceRegistration = z.infer<typeof deviceRegistrationSchema>;
