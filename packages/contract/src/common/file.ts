import { z } from 'zod';
import { fileIdSchema } from '../fields.ts';

// Stored files (spec §7 Common: `POST common/upload (multipart)`, `GET common/download (blob)`): what goes
// up, what comes back and who may read it are described in docs/files.md.

/**
 * What common/upload takes, told by the file's content (its first bytes), never by its name or the type
 * the browser claims. Photos a phone takes or shows (HEIC is an iPhone's own) and PDF documents.
 */
export const uploadFileTypes = [
  { mediaType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPG' },
  { mediaType: 'image/png', extensions: ['png'], label: 'PNG' },
  { mediaType: 'image/gif', extensions: ['gif'], label: 'GIF' },
  { mediaType: 'image/webp', extensions: ['webp'], label: 'WEBP' },
  { mediaType: 'image/heic', extensions: ['heic'], label: 'HEIC' },
  { mediaType: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
] as const;
export type UploadMediaType = (typeof uploadFileTypes)[number]['mediaType'];

export const uploadMediaTypes: readonly UploadMediaType[] = uploadFileTypes.map((type) => type.mediaType);

/** The file picker's `accept`: the types and their extensions (HEIC has no registered type everywhere). */
export const uploadAccept = uploadFileTypes
  .flatMap((type) => [type.mediaType, ...type.extensions.map((extension) => `.${extension}`)])
  .join(',');

/** The multipart form of common/upload: one part named `file`. */
export const UPLOAD_FIELD_NAME = 'file';
export const uploadFileFormSchema = z.object({
  [UPLOAD_FIELD_NAME]: z
    .file()
    .meta({ description: 'The file: JPG, PNG, GIF, WEBP, HEIC or PDF, up to 10 MB.' }),
});

/** A stored file as a caller sees it: its id, the name it was given, its type by content and its size. */
export const storedFileSchema = z.object({
  fileId: z.string(),
  /** The name it was uploaded with, its extension made to match its type. */
  fileName: z.string(),
  mediaType: z.string(),
  byteSize: z.number().int().nonnegative(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** `GET common/download?fileId=…`. */
export const downloadFileRequestSchema = z.object({ fileId: fileIdSchema });
export type DownloadFileRequest = z.input<typeof downloadFileRequestSchema>;

/** The address a stored file is downloaded from, on this site (a file id is URL-safe as it is). */
export function downloadPathOf(fileId: string): string {
  return `/api/common/download?fileId=${encodeURIComponent(fileId)}`;
}

/** Whether a stored file is a picture a browser can show (a preview); HEIC is left to the download. */
export function isPreviewableImage(mediaType: string): boolean {
  return ['image/jpeg', 'image/png', 'image/gif', 'image/webp'].includes(mediaType);
}
