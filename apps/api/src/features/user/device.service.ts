import { messages, type DeviceRegistration } from '@mvno/contract';
import type { z } from 'zod';
import type { registerDeviceRequestSchema } from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import type { ActiveSession } from '../../auth/sessions.ts';
import type { SessionService } from '../session/session.service.ts';
import type { DeviceRepository } from './device.repository.ts';
import type { UserRepository } from './user.repository.ts';

type DeviceInput = z.output<typeof registerDeviceRequestSchema>;

/**
 * The native app's device and push token (`user/push`). A device belongs to the subscriber whose session
 * registered it, until they log out of that session; until then neither an anonymous caller nor another
 * subscriber can take it over (and redirect their notifications) by sending the same deviceId.
 */
export function createDeviceService(deps: {
  deviceRepository: DeviceRepository;
  userRepository: UserRepository;
  sessionService: SessionService;
  clock: Clock;
}) {
  const { deviceRepository, userRepository, sessionService, clock } = deps;

  return {
    /** Tied to the session's subscriber and line, never to numbers taken on trust. */
    async registerDevice(input: DeviceInput, session: ActiveSession | null): Promise<DeviceRegistration> {
      const claimedUserNo = input.userNo ?? 0;
      const claimedLineNo = input.userLineNo ?? 0;
      if (claimedUserNo !== 0 && claimedUserNo !== session?.userNo) {
        throw AppError.business(messages.deviceUserMismatch);
      }
      let userLineNo: number | null = session?.userLineNo ?? null;
      if (claimedLineNo !== 0) {
        const lines = session === null ? [] : await userRepository.findLines(session.userNo);
        if (!lines.some((line) => line.userLineNo === claimedLineNo)) {
          throw AppError.business(messages.deviceUserMismatch);
        }
        userLineNo = claimedLineNo;
      }
      const userNo = session?.userNo ?? null;
      const isSaved = await deviceRepository.save({
        deviceId: input.deviceId,
        deviceType: input.deviceType,
        pushToken: input.pushToken,
        appVersion: input.appVersion,
        os: input.os,
        userNo,
        userLineNo,
        sessionNo: session?.sessionNo ?? null,
        now: clock.now(),
      });
      if (!isSaved) {
        throw AppError.business(messages.deviceOwnedByOther).withSecurityEvent({
          event: 'DEVICE_CLAIM_REFUSED',
          subject: userNo === null ? 'anonymous' : `userNo ${userNo}`,
        });
      }
      // A device in a session makes it the app's: no idle limit from now on (spec §4).
      if (session !== null) await sessionService.markApp(session.sessionNo);
      return { deviceId: input.deviceId, userNo: userNo ?? 0, userLineNo: userLineNo ?? 0 };
    },

    releaseSession(sessionNo: number): Promise<void> {
      return deviceRepository.releaseSession(sessionNo);
    },
  };
}
export type DeviceService = ReturnType<typeof createDeviceService>;
