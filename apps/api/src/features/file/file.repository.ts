import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inquiryAttachments } from '../../db/schema/customer.ts';
import { storedFiles, type storedFilePurposes } from '../../db/schema/file.ts';

export type StoredFilePurpose = (typeof storedFilePurposes)[number];

export interface StoredFileRow {
  fileNo: number;
  fileId: string;
  storageKey: string;
  fileName: string;
  mediaType: string;
  byteSize: number;
  purpose: StoredFilePurpose;
  ownerUserNo: number | null;
}

const columns = {
  fileNo: storedFiles.fileNo,
  fileId: storedFiles.fileId,
  storageKey: storedFiles.storageKey,
  fileName: storedFiles.fileName,
  mediaType: storedFiles.mediaType,
  byteSize: storedFiles.byteSize,
  purpose: storedFiles.purpose,
  ownerUserNo: storedFiles.ownerUserNo,
};

export function createFileRepository(db: Database) {
  return {
    async insertFile(file: Omit<StoredFileRow, 'fileNo'> & { createdAt: Date }): Promise<StoredFileRow> {
      const [row] = await db.insert(storedFiles).values(file).returning(columns);
      if (row === undefined) throw new Error('stored_files insert returned nothing');
      return row;
    },

    async findFile(fileId: string): Promise<StoredFileRow | undefined> {
      const [row] = await db.select(columns).from(storedFiles).where(eq(storedFiles.fileId, fileId));
      return row;
    },

    /**
     * Removes up to `limit` uploads made before `before` that no inquiry took, answering their storage keys
     * so the bytes can go too. An upload attached meanwhile is kept: the attachment's foreign key would
     * refuse its removal, and the check sees it.
     */
    async removeUnattachedBefore(before: Date, limit: number): Promise<string[]> {
      const unattached = and(
        eq(storedFiles.purpose, 'INQUIRY_ATTACHMENT'),
        lt(storedFiles.createdAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(inquiryAttachments)
            .where(eq(inquiryAttachments.fileNo, storedFiles.fileNo)),
        ),
      );
      const expired = db
        .select({ fileNo: storedFiles.fileNo })
        .from(storedFiles)
        .where(unattached)
        .limit(limit);
      const removed = await db
        .delete(storedFiles)
        .where(and(inArray(storedFiles.fileNo, expired), unattached))
        .returning({ storageKey: storedFiles.storageKey });
      return removed.map((row) => row.storageKey);
    },
  };
}
export type FileRepository = ReturnType<typeof createFileRepository>;
