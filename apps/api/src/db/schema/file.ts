import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';

/** What a stored file is for, which says who may read it (docs/files.md). */
export const storedFilePurposes = ['APPLICATION_FORM', 'INQUIRY_ATTACHMENT'] as const;

/**
 * Stored files: what the database knows of bytes kept by the storage provider. An application form has no
 * owner and anyone may download it; an upload belongs to the subscriber who made it.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    fileNo: serial('file_no').primaryKey(),
    /** The public id: random, so ids cannot be counted through. */
    fileId: varchar('file_id', { length: 22 }).notNull().unique(),
    /** The storage provider's key; never derived from the file name. */
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    /** The name the file is downloaded under. */
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** Told by the content when uploaded. */
    mediaType: varchar('media_type', { length: 100 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    purpose: varchar('purpose', { length: 20, enum: storedFilePurposes }).notNull(),
    /** The uploader; null for public files (application forms). */
    ownerUserNo: integer('owner_user_no').references(() => users.userNo, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stored_files_owner_idx').on(table.ownerUserNo, table.createdAt),
    index('stored_files_purpose_idx').on(table.purpose, table.createdAt),
  ],
);
