import { z } from 'zod';
import { deviceTypes } from '../enums.ts';

/** Device info the native app supplies (spec §3). */
export const deviceInfoSchema = z.object({
  deviceType: z.enum(deviceTypes),
  deviceId: z.string().trim().min(1).max(200),
  /** The push service's registration key; empty until the app has one. */
  pushToken: z.string().trim().max(4096).default(''),
  appVersion: z.string().trim().min(1).max(30),
  /** e.g. 'Android 14', 'iOS 17.4'. */
  os: z.string().trim().min(1).max(50),
});
export type DeviceInfo = z.input<typeof deviceInfoSchema>;

/**
 * `POST user/push`: registers or updates the device. Logged out, the device is kept without a subscriber;
 * logged in, it is tied to the session's subscriber and active line. `userNo` and `userLineNo`, when sent,
 * must be the session's own (0 or absent = none); the server never takes them on trust.
 */
export const pushRequestSchema = deviceInfoSchema.extend({
  userNo: z.number().int().nonnegative().optional(),
  userLineNo: z.number().int().nonnegative().optional(),
});
export type PushRequest = z.input<typeof pushRequestSchema>;

export const deviceRegistrationSchema = z.object({
  deviceId: z.string(),
  /** 0 when the device is not tied to a subscriber. */
  userNo: z.number().int(),
  userLineNo: z.number().int(),
});
export type DeviceRegistration = z.infer<typeof deviceRegistrationSchema>;
