import multipart from '@fastify/multipart';
import { create as contentDispositionOf } from 'content-disposition';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages, UPLOAD_FIELD_NAME, UPLOAD_MAX_BYTES } from '@mvno/contract';
import { sessionOf } from '../../auth/guards.ts';
import { AppError } from '../../shared/app-error.ts';
import { callRoute } from '../../shared/call-route.ts';
import { ok } from '../../shared/envelope.ts';
import type { FileService } from './file.service.ts';

/** @fastify/multipart's own refusals (FST_…) carry a status the error handler answers in Korean. */
const isMultipartRefusal = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  typeof error.code === 'string' &&
  error.code.startsWith('FST_');

/**
 * The one file part of an upload, read whole (at most UPLOAD_MAX_BYTES: its type is told from its first
 * bytes and it is written in one go). Other fields are passed over; a second file is refused by the
 * parser's limit. A form the parser cannot read is bad input, not a server failure.
 */
async function readUploadedFile(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  try {
    let upload: { fileName: string; bytes: Buffer } | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === UPLOAD_FIELD_NAME)
        upload = { fileName: part.filename, bytes: await part.toBuffer() };
      else if (part.type === 'file') await part.toBuffer();
    }
    if (upload === undefined) throw AppError.invalidInput(messages.uploadMissing);
    return upload;
  } catch (error) {
    if (error instanceof AppError || isMultipartRefusal(error)) throw error;
    throw AppError.invalidInput(messages.invalidInput(UPLOAD_FIELD_NAME));
  }
}

export const fileRoutes: FastifyPluginAsyncZod<{ fileService: FileService }> = async (
  app,
  { fileService },
) => {
  // Only these routes read multipart bodies. One file part and one small field at most: a bigger body is
  // refused with 413 while it streams in, never held in memory.
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 1,
      fieldSize: 1024,
      parts: 2,
      headerPairs: 20,
      fieldNameSize: 100,
    },
  });

  app.post('/upload', callRoute('uploadFile'), async (request) =>
    ok(await fileService.upload(sessionOf(request).userNo, () => readUploadedFile(request))),
  );

  app.get('/download', callRoute('downloadFile'), async (request, reply) => {
    const { file, isPublic, stream } = await fileService.open({
      fileId: request.query.fileId,
      userNo: request.session?.userNo,
    });
    return reply
      .header('content-type', file.mediaType)
      .header('content-length', file.byteSize)
      .header('content-disposition', contentDispositionOf(file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', isPublic ? 'public, max-age=3600' : 'private, no-store')
      .send(stream);
  });
};
