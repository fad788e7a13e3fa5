import { asc, gt } from 'drizzle-orm';
import type { MaintenanceArea } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { maintenanceWindows } from '../../db/schema/site.ts';

export interface MaintenanceWindowRecord {
  maintenanceNo: number;
  title: string;
  message: string;
  areas: MaintenanceArea[];
  noticeStartAt: Date;
  startAt: Date;
  endAt: Date;
}

export function createMaintenanceRepository(db: Database) {
  return {
    /** Windows that have not ended at `now`, announced or not, the earliest first. */
    async findWindowsEndingAfter(now: Date): Promise<MaintenanceWindowRecord[]> {
      return db
        .select({
          maintenanceNo: maintenanceWindows.maintenanceNo,
          title: maintenanceWindows.title,
          message: maintenanceWindows.message,
          areas: maintenanceWindows.areas,
          noticeStartAt: maintenanceWindows.noticeStartAt,
          startAt: maintenanceWindows.startAt,
          endAt: maintenanceWindows.endAt,
        })
        .from(maintenanceWindows)
        .where(gt(maintenanceWindows.endAt, now))
        .orderBy(asc(maintenanceWindows.startAt), asc(maintenanceWindows.maintenanceNo));
    },
  };
}
export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;
