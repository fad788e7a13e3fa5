import { eq } from 'drizzle-orm';
import type { AppSettingName } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema/common.ts';

export function createCommonRepository(db: Database) {
  return {
    async findAppSetting(name: AppSettingName): Promise<string | undefined> {
      const rows = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.name, name))
        .limit(1);
      return rows[0]?.value;
    },
  };
}
export type CommonRepository = ReturnType<typeof createCommonRepository>;
