import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bannerContentTypes, bannerTypes, linkMoveTypes } from '@mvno/contract';

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
