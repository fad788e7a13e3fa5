import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userLines } from '../../db/schema/account.ts';
import { plans } from '../../db/schema/product.ts';
import type { SandboxCarrierLine } from './sandbox.ts';

const MIB = 1024 * 1024;
const MIB_PER_UNIT = { MB: 1, GB: 1024 } as const;
/** Plans write -1 for an unlimited allowance; the sandbox's line keeps it. */
const UNLIMITED = -1;

/** The lines the sandbox carrier makes up usage for: ours, with their plan's allowances. */
export function createSandboxLinesRepository(db: Database) {
  return {
    async listLines(): Promise<SandboxCarrierLine[]> {
      const rows = await db
        .select({
          serviceNumber: userLines.serviceNumber,
          openedAt: userLines.openedAt,
          endedAt: userLines.endedAt,
          basicMonthData: plans.basicMonthData,
          basicMonthDataUnit: plans.basicMonthDataUnit,
          basicVoice: plans.basicVoice,
          basicSms: plans.basicSms,
        })
        .from(userLines)
        .innerJoin(plans, eq(plans.planNo, userLines.planNo))
        // A paused or lost line uses nothing; a terminated one used its line until it ended.
        .where(inArray(userLines.lineStatus, ['ACTIVE', 'TERMINATED']))
        .orderBy(asc(userLines.serviceNumber));
      return rows.map((row) => ({
        serviceNumber: row.serviceNumber,
        openedAt: row.openedAt,
        endedAt: row.endedAt,
        monthDataBytes:
          row.basicMonthData < 0
            ? UNLIMITED
            : row.basicMonthData * MIB_PER_UNIT[row.basicMonthDataUnit] * MIB,
        monthVoiceSeconds: row.basicVoice < 0 ? UNLIMITED : row.basicVoice * 60,
        monthSms: row.basicSms < 0 ? UNLIMITED : row.basicSms,
      }));
    },

    /** Every number the network has given a line, whatever the line's state. */
    async numbersInUse(): Promise<Set<string>> {
      const rows = await db.select({ serviceNumber: userLines.serviceNumber }).from(userLines);
      return new Set(rows.map((row) => row.serviceNumber));
    },
  };
}
export type SandboxLinesRepository = ReturnType<typeof createSandboxLinesRepository>;
