import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  messages,
  resultCodes,
  UNATTACHED_UPLOAD_KEEP_HOURS,
  uploadFileTypes,
  UPLOADS_PER_HOUR_MAX,
  type StoredFile,
} from '@mvno/contract';
import type { FileStorage } from '../../providers/storage/storage.port.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { summarizeError } from '../../shared/error-summary.ts';
import { createFileId } from '../../shared/opaque-token.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import { storedFileNameOf } from './file-name.ts';
import type { FileRepository, StoredFileRow } from './file.repository.ts';

/** Expired uploads removed per upload at most: the cleanup rides on writes and stays short. */
const EXPIRED_UPLOADS_PER_CLEANUP = 20;

/** A file that is not there and one that is not the caller's get the same answer (docs/files.md). */
const fileNotFound = () => new AppError(resultCodes.notFound, messages.fileNotFound, 404);

export const storedFileOf = (row: StoredFileRow): StoredFile => ({
  fileId: row.fileId,
  fileName: row.fileName,
  mediaType: row.mediaType,
  byteSize: row.byteSize,
});

export function createFileService(deps: {
  fileRepository: FileRepository;
  storage: FileStorage;
  rateLimiter: RateLimiter;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { fileRepository, storage, rateLimiter, clock, log } = deps;

  /**
   * Uploads nobody attached within UNATTACHED_UPLOAD_KEEP_HOURS go, rows first: bytes without a row are
   * unreachable, a row without bytes would be a broken download.
   */
  async function removeExpiredUploads(): Promise<number> {
    const before = new Date(clock.now().getTime() - UNATTACHED_UPLOAD_KEEP_HOURS * 3600_000);
    const keys = await fileRepository.removeUnattachedBefore(before, EXPIRED_UPLOADS_PER_CLEANUP);
    await Promise.all(keys.map((key) => storage.remove(key)));
    return keys.length;
  }

  return {
    /**
     * Keeps an upload for its uploader (common/upload). The limit on uploads is counted first, before the
     * body is even read (`readFile`); the type is told by the content.
     */
    async upload(
      userNo: number,
      readFile: () => Promise<{ fileName: string | undefined; bytes: Buffer }>,
    ): Promise<StoredFile> {
      const hit = await rateLimiter.hit(`upload:user:${userNo}`, {
        limit: UPLOADS_PER_HOUR_MAX,
        windowSeconds: 3600,
      });
      if (hit.isLimited) throw AppError.tooManyRequests(messages.uploadTooMany);
      const input = { userNo, ...(await readFile()) };
      if (input.bytes.byteLength === 0) throw AppError.invalidInput(messages.uploadEmpty);
      const detected = await fileTypeFromBuffer(input.bytes);
      const type = uploadFileTypes.find((allowed) => allowed.mediaType === detected?.mime);
      if (type === undefined) throw AppError.invalidInput(messages.uploadTypeRefused);

      const saved = await storage.save(input.bytes);
      let row: StoredFileRow;
      try {
        row = await fileRepository.insertFile({
          fileId: createFileId(),
          storageKey: saved.key,
          fileName: storedFileNameOf(input.fileName, type),
          mediaType: type.mediaType,
          byteSize: saved.byteSize,
          purpose: 'INQUIRY_ATTACHMENT',
          ownerUserNo: input.userNo,
          createdAt: clock.now(),
        });
      } catch (error) {
        await storage.remove(saved.key);
        throw error;
      }
      // A failed cleanup is tried again on the next upload; the upload itself has succeeded.
      await removeExpiredUploads().catch((error: unknown) =>
        log.warn({ error: summarizeError(error) }, 'removing expired uploads failed'),
      );
      return storedFileOf(row);
    },

    /**
     * A file to download (common/download): public files to anyone, a subscriber's own only to them.
     * Bytes missing from storage read as a missing file, logged for operators.
     */
    async open(input: {
      fileId: string;
      userNo: number | undefined;
    }): Promise<{ file: StoredFile; isPublic: boolean; stream: Readable }> {
      const row = await fileRepository.findFile(input.fileId);
      if (row === undefined) throw fileNotFound();
      const isPublic = row.ownerUserNo === null;
      if (!isPublic && row.ownerUserNo !== input.userNo) throw fileNotFound();
      const stream = await storage.open(row.storageKey);
      if (stream === undefined) {
        log.warn({ fileNo: row.fileNo }, 'stored file has no bytes in storage');
        throw fileNotFound();
      }
      return { file: storedFileOf(row), isPublic, stream };
    },

    removeExpiredUploads,
  };
}
export type FileService = ReturnType<typeof createFileService>;
