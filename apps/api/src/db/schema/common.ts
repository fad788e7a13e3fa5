import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const appSettings = pgTable('app_settings', {
  name: varchar('name', { length: 50 }).primaryKey(),
  value: varchar('value', { length: 200 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
