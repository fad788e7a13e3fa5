import { eq, isNull, or } from 'drizzle-orm';
import type { DeviceType } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { devices } from '../../db/schema/account.ts';

export function createDeviceRepository(db: Database) {
  return {
    /**
     * Registers a device or updates it, in one statement: an existing device is updated only when nobody
     * owns it or the caller already does. False when it belongs to someone else (nothing changed).
     */
    async save(row: {
      deviceId: string;
      deviceType: DeviceType;
      pushToken: string;
      appVersion: string;
      os: string;
      userNo: number | null;
      userLineNo: number | null;
      sessionNo: number | null;
      now: Date;
    }): Promise<boolean> {
      const { now, ...device } = row;
      const isCallersOrFree =
        device.userNo === null
          ? isNull(devices.userNo)
          : or(isNull(devices.userNo), eq(devices.userNo, device.userNo));
      const saved = await db
        .insert(devices)
        .values({ ...device, updatedAt: now })
        .onConflictDoUpdate({
          target: devices.deviceId,
          set: { ...device, updatedAt: now },
          setWhere: isCallersOrFree,
        })
        .returning({ deviceNo: devices.deviceNo });
      return saved.length === 1;
    },

    /** The devices registered in a session that ended are nobody's any more. */
    async releaseSession(sessionNo: number): Promise<void> {
      await db
        .update(devices)
        .set({ userNo: null, userLineNo: null, sessionNo: null })
        .where(eq(devices.sessionNo, sessionNo));
    },
  };
}
export type DeviceRepository = ReturnType<typeof createDeviceRepository>;
