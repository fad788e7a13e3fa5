import {
  findActiveMaintenance,
  maintenanceRefusalMessage,
  resultCodes,
  type MaintenanceArea,
  type MaintenanceWindow,
  type MaintenanceWindowList,
} from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { createKeptValue, type CachedAnswer, type ReadCache } from '../../shared/read-cache.ts';
import { toSeoulIsoString } from '../../shared/seoul-time.ts';
import type { MaintenanceRepository, MaintenanceWindowRecord } from './maintenance.repository.ts';

const windowOf = (record: MaintenanceWindowRecord): MaintenanceWindow => ({
  maintenanceNo: record.maintenanceNo,
  title: record.title,
  message: record.message,
  areas: record.areas,
  startAt: toSeoulIsoString(record.startAt),
  endAt: toSeoulIsoString(record.endAt),
});

/**
 * Maintenance windows (spec §8, docs/maintenance.md): the server decides. A call of a closed area is refused
 * before it reads or writes anything, whatever the screen showed.
 */
export function createMaintenanceService(deps: {
  maintenanceRepository: MaintenanceRepository;
  catalogueCache: ReadCache;
  /** How long the windows are kept in memory: CATALOGUE_CACHE_SECONDS, like every catalogue read. */
  keepSeconds: number;
  clock: Clock;
  /** For the refusal's line about what cannot wait (a lost phone): the free short number. */
  company: { brandName: string; brandNameEn: string; freeCallNumber: string };
}) {
  const { maintenanceRepository, catalogueCache, keepSeconds, clock, company } = deps;

  // Every call of an area asks, so the windows are kept rather than read per request. Kept are the windows
  // not ended when read; whether one runs is decided at each request with the clock, so a start or an end
  // is exact. A window staff add reaches every process within the keeping time: windows are added ahead.
  const keptWindows = createKeptValue(keepSeconds, () =>
    maintenanceRepository.findWindowsEndingAfter(clock.now()),
  );

  return {
    /** Windows announced now that have not ended (`GET site/maintenance`), cached like the catalogue. */
    findAnnouncedJson(): Promise<CachedAnswer> {
      return catalogueCache.getJson('site:maintenance', async (): Promise<MaintenanceWindowList> => {
        const now = clock.now();
        const list = (await keptWindows.get())
          .filter((window) => window.noticeStartAt <= now && now < window.endAt)
          .map(windowOf);
        return { list, totalCount: list.length };
      });
    },

    /** Refuses with the window's period when one closes `area` now (HTTP 503, code 5030). */
    async assertOpen(area: MaintenanceArea): Promise<void> {
      const now = clock.now();
      const records = await keptWindows.get();
      // Asked on every guarded request: the common answer (nothing closes this area now) reads the kept dates
      // as they are; only a window that does close it is turned into the refusal's words.
      const closing = records.filter(
        (record) => record.startAt <= now && now < record.endAt && record.areas.includes(area),
      );
      if (closing.length === 0) return;
      const active = findActiveMaintenance(closing.map(windowOf), [area], now);
      if (active === undefined) return;
      throw new AppError(resultCodes.maintenance, maintenanceRefusalMessage(area, active, company), 503);
    },

    /** Drops the kept windows with the catalogue's answers. */
    invalidate(): void {
      keptWindows.invalidate();
    },
  };
}
export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
