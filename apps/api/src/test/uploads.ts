import { randomBytes } from 'node:crypto';
import { storedFileSchema, type StoredFile } from '@mvno/contract';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import { anyEnvelope } from './accounts.ts';

/** A 1×1 PNG: the smallest real picture. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a Windows program: what a disguised upload would carry. */
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]);

export interface Part {
  name: string;
  fileName?: string;
  contentType?: string;
  bytes: Buffer | string;
}

/** A multipart/form-data body as a browser sends it, with the header naming its boundary. */
export function multipartOf(parts: Part[]) {
  const boundary = `----mvno${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.bytes) ? part.bytes : Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends one file to common/upload as the holder of `token`, as a browser would. */
export async function uploadFile(
  app: App,
  token: string | undefined,
  file: { fileName: string; bytes: Buffer; contentType?: string },
) {
  const { payload, headers } = multipartOf([{ name: 'file', ...file }]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/common/upload',
    payload,
    headers: { ...headers, ...(token === undefined ? {} : { 'login-token': token }) },
  });
  return { response, body: anyEnvelope.parse(response.json()) };
}

/** Uploads a picture and answers its stored file, asserting success. */
export async function uploadPicture(
  app: App,
  token: string,
  fileName = '화면 캡처.png',
): Promise<StoredFile> {
  const { body } = await uploadFile(app, token, { fileName, bytes: PNG_BYTES, contentType: 'image/png' });
  expect(body.code, body.message).toBe(1);
  return storedFileSchema.parse(body.entity);
}

/** GETs common/download for a file id, with a login token when given. */
export function download(app: App, fileId: string, token?: string) {
  return app.inject({
    method: 'GET',
    url: `/api/common/download?fileId=${encodeURIComponent(fileId)}`,
    headers: token === undefined ? {} : { 'login-token': token },
  });
}
