import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { eventTypes } from '@mvno/contract';

const flags = ['Y', 'N'] as const;

export const events = pgTable(
  'events',
  {
    eventNo: serial('event_no').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: text('summary').notNull().default(''),
    eventType: varchar('event_type', { length: 20, enum: eventTypes }).notNull(),
    // File names in the 'events' folder of the file server (fileUrl in the contract makes the address).
    mainImageFile: text('main_image_file').notNull(),
    mainImageFileMo: text('main_image_file_mo').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    /** Sanitised HTML of the event page body. */
    content: text('content').notNull().default(''),
    useFlag: varchar('use_flag', { length: 1, enum: flags }).notNull().default('Y'),
    mainFlag: varchar('main_flag', { length: 1, enum: flags }).notNull().default('N'),
    drawContents: text('draw_contents').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('events_main_idx').on(table.mainFlag, table.useFlag)],
);
