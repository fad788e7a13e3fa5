import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { eventTypes } from '@mvno/contract';
import { userLines, users } from './account.ts';

const flags = ['Y', 'N'] as const;
const at = (name: string) => timestamp(name, { withTimezone: true });

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
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    /** FIRST: the number of entries it takes. */
    capacity: integer('capacity'),
    /** DRAW: the number of winners drawn once it ends. */
    winnerCount: integer('winner_count'),
    /** The win popup's picture (spec §2.4: 1, 3 or 6). */
    winPopupType: smallint('win_popup_type').notNull().default(1),
    /** DRAW: the seed the winners were drawn with, kept so the draw can be repeated and checked. */
    drawSeed: varchar('draw_seed', { length: 64 }),
    drawnAt: at('drawn_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('events_main_idx').on(table.mainFlag, table.useFlag),
    check('events_win_popup_type', sql`${table.winPopupType} in (1, 3, 6)`),
  ],
);

/**
 * Entries. The entrant's name and phone number are kept encrypted (AES-256-GCM, shared/field-encryption.ts)
 * and erased six months after the event ends (spec §9), leaving the row so one-entry-per-subscriber and
 * the draw's record stay.
 */
export const eventEntries = pgTable(
  'event_entries',
  {
    entryNo: serial('entry_no').primaryKey(),
    eventNo: integer('event_no')
      .notNull()
      .references(() => events.eventNo),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo),
    userLineNo: integer('user_line_no').references(() => userLines.userLineNo),
    nameEncrypted: text('name_encrypted'),
    phoneEncrypted: text('phone_encrypted'),
    privacyAgreedAt: at('privacy_agreed_at').notNull(),
    isMarketingAgree: boolean('is_marketing_agree').notNull(),
    isWinner: boolean('is_winner').notNull().default(false),
    purgedAt: at('purged_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('event_entries_one_per_user').on(table.eventNo, table.userNo),
    index('event_entries_event_idx').on(table.eventNo, table.entryNo),
  ],
);
