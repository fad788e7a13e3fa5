import { z } from 'zod';
import { maintenanceAreas } from '../enums.ts';
import { listEntitySchema } from '../envelope.ts';

/**
 * A maintenance window (spec §8): while it runs, the screens and calls of its areas are closed. Announced on
 * the home page from its notice date until it ends.
 */
export const maintenanceWindowSchema = z.object({
  maintenanceNo: z.number().int(),
  title: z.string(),
  /** Plain text; a line break starts a new paragraph. */
  message: z.string(),
  areas: z.array(z.enum(maintenanceAreas)),
  /** ISO 8601 in Seoul time ('2024-01-22T19:00:00.000+09:00'). */
  startAt: z.string(),
  /** The first instant after the window, in the same form. */
  endAt: z.string(),
});
export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;

/** `GET site/maintenance`: windows announced now that have not ended, the earliest first. */
export const maintenanceWindowListSchema = listEntitySchema(maintenanceWindowSchema);
export type MaintenanceWindowList = z.infer<typeof maintenanceWindowListSchema>;
