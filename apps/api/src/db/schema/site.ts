import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bannerContentTypes, bannerTypes, linkMoveTypes, maintenanceAreas } from '@mvno/contract';

export const banners = pgTable(
  'banners',
  {
    bannerNo: serial('banner_no').primaryKey(),
    bannerType: varchar('banner_type', { length: 10, enum: bannerTypes }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    link: text('link').notNull().default(''),
    linkMoveType: varchar('link_move_type', { length: 1, enum: linkMoveTypes }).notNull().default('S'),
    // File names in the 'banners' folder of the file server (fileUrl in the contract makes the address);
    // empty for a text banner.
    imageFile: text('image_file').notNull().default(''),
    imageFileTab: text('image_file_tab').notNull().default(''),
    imageFileMo: text('image_file_mo').notNull().default(''),
    imageFileThumb: text('image_file_thumb').notNull().default(''),
    imageWidth: integer('image_width').notNull().default(0),
    imageHeight: integer('image_height').notNull().default(0),
    imageWidthMo: integer('image_width_mo').notNull().default(0),
    imageHeightMo: integer('image_height_mo').notNull().default(0),
    contentType: varchar('content_type', { length: 5, enum: bannerContentTypes }).notNull().default('IMAGE'),
    content: text('content').notNull().default(''),
    displayOrder: integer('display_order').notNull().default(0),
    displayStartAt: timestamp('display_start_at', { withTimezone: true }).notNull(),
    displayEndAt: timestamp('display_end_at', { withTimezone: true }).notNull(),
    clickCount: integer('click_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('banners_type_idx').on(table.bannerType, table.displayOrder)],
);

/**
 * Maintenance windows (spec §8): staff add a row ahead of time (docs/maintenance.md). The checks refuse a
 * window that ends before it starts, is announced after it starts or closes nothing.
 */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    maintenanceNo: serial('maintenance_no').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    // Plain text shown as it is; a line break starts a new paragraph.
    message: text('message').notNull(),
    areas: varchar('areas', { length: 20, enum: maintenanceAreas }).array().notNull(),
    // From when the home page announces it.
    noticeStartAt: timestamp('notice_start_at', { withTimezone: true }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('maintenance_windows_end_idx').on(table.endAt),
    check('maintenance_windows_period_check', sql`${table.startAt} < ${table.endAt}`),
    check('maintenance_windows_notice_check', sql`${table.noticeStartAt} <= ${table.startAt}`),
    check('maintenance_windows_areas_check', sql`cardinality(${table.areas}) > 0`),
  ],
);
