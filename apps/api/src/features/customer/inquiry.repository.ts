import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatDate, type Inquiry, type InquiryCategory, type StoredFile } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { inquiries, inquiryAttachments } from '../../db/schema/customer.ts';
import { storedFiles } from '../../db/schema/file.ts';
import type { RowWindow } from '../../shared/paging.ts';

type InquiryRow = typeof inquiries.$inferSelect;

export function createInquiryRepository(db: Database) {
  /** Each inquiry's files, in the order they were chosen. */
  async function attachmentsOf(inquiryNos: number[]): Promise<Map<number, StoredFile[]>> {
    const byInquiry = new Map<number, StoredFile[]>();
    if (inquiryNos.length === 0) return byInquiry;
    const rows = await db
      .select({
        inquiryNo: inquiryAttachments.inquiryNo,
        fileId: storedFiles.fileId,
        fileName: storedFiles.fileName,
        mediaType: storedFiles.mediaType,
        byteSize: storedFiles.byteSize,
      })
      .from(inquiryAttachments)
      .innerJoin(storedFiles, eq(storedFiles.fileNo, inquiryAttachments.fileNo))
      .where(inArray(inquiryAttachments.inquiryNo, inquiryNos))
      .orderBy(asc(inquiryAttachments.inquiryNo), asc(inquiryAttachments.position));
    for (const { inquiryNo, ...file } of rows)
      byInquiry.set(inquiryNo, [...(byInquiry.get(inquiryNo) ?? []), file]);
    return byInquiry;
  }

  const toInquiry = (row: InquiryRow, attachments: StoredFile[]): Inquiry => ({
    inquiryNo: row.inquiryNo,
    category: row.category,
    title: row.title,
    content: row.content,
    status: row.answer === null ? 'WAITING' : 'ANSWERED',
    answer: row.answer,
    answerDate: row.answeredAt === null ? null : formatDate(row.answeredAt),
    regDate: formatDate(row.createdAt),
    attachments,
  });

  return {
    async insertInquiry(inquiry: {
      userNo: number;
      category: InquiryCategory;
      title: string;
      content: string;
      createdAt: Date;
    }): Promise<number> {
      const [row] = await db.insert(inquiries).values(inquiry).returning({ inquiryNo: inquiries.inquiryNo });
      if (row === undefined) throw new Error('an inquiry insert returned no row');
      return row.inquiryNo;
    },

    /**
     * Attaches the subscriber's own uploads, named by id, in the given order; answers how many were
     * attached. An id that is someone else's, not an upload, or already attached (here or by a parallel
     * inquiry, which the unique file number makes wait) is left out, so a count short of the ids says so.
     */
    async attachFiles(inquiryNo: number, userNo: number, fileIds: string[]): Promise<number> {
      const idArray = sql`array[${sql.join(
        fileIds.map((fileId) => sql`${fileId}`),
        sql`, `,
      )}]::varchar[]`;
      const attached = await db
        .insert(inquiryAttachments)
        .select(
          db
            .select({
              inquiryNo: sql<number>`${inquiryNo}::integer`.as('inquiry_no'),
              fileNo: storedFiles.fileNo,
              position: sql<number>`array_position(${idArray}, ${storedFiles.fileId})::smallint`.as(
                'position',
              ),
            })
            .from(storedFiles)
            .where(
              and(
                inArray(storedFiles.fileId, fileIds),
                eq(storedFiles.ownerUserNo, userNo),
                eq(storedFiles.purpose, 'INQUIRY_ATTACHMENT'),
              ),
            ),
        )
        .onConflictDoNothing({ target: inquiryAttachments.fileNo })
        .returning({ fileNo: inquiryAttachments.fileNo });
      return attached.length;
    },

    async findInquiry(userNo: number, inquiryNo: number): Promise<Inquiry | undefined> {
      const [row] = await db
        .select()
        .from(inquiries)
        .where(and(eq(inquiries.userNo, userNo), eq(inquiries.inquiryNo, inquiryNo)));
      if (row === undefined) return undefined;
      return toInquiry(row, (await attachmentsOf([row.inquiryNo])).get(row.inquiryNo) ?? []);
    },

    /** The subscriber's inquiries, newest first, with the total before paging. */
    async findInquiries(userNo: number, window: RowWindow): Promise<{ list: Inquiry[]; totalCount: number }> {
      const mine = eq(inquiries.userNo, userNo);
      const query = db
        .select()
        .from(inquiries)
        .where(mine)
        .orderBy(desc(inquiries.createdAt), desc(inquiries.inquiryNo))
        .offset(window.offset)
        .$dynamic();
      const rows = await (window.limit === undefined ? query : query.limit(window.limit));
      const [counted] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(inquiries)
        .where(mine);
      const attachments = await attachmentsOf(rows.map((row) => row.inquiryNo));
      return {
        list: rows.map((row) => toInquiry(row, attachments.get(row.inquiryNo) ?? [])),
        totalCount: counted?.count ?? 0,
      };
    },
  };
}
export type InquiryRepository = ReturnType<typeof createInquiryRepository>;
