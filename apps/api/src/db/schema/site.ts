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
    imageUrl: text('image_url').notNull().default(''),
    imageUrlTab: text('image_url_tab').notNull().default(''),
    imageUrlMo: text('image_url_mo').notNull().default(''),
    imageUrlThumb: text('image_url_thumb').notNull().default(''),
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
