import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseContentDisposition } from 'content-disposition';
import {
  applicationFormListSchema,
  messages,
  textOf,
  UPLOAD_MAX_BYTES,
  UPLOADS_PER_HOUR_MAX,
} from '@mvno/contract';
import { applicationFormDir } from '../../seed/file.ts';
import { gildong, loginWithId, younghee } from '../../test/accounts.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { readEntity } from '../../test/read-entity.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  download,
  EXE_BYTES,
  multipartOf,
  PNG_BYTES,
  uploadFile,
  uploadPicture,
} from '../../test/uploads.ts';

const demo = withDemoSubscribers();

const refusal = (message: string) => ({ code: 4000, message, entity: null });
const notFound = { code: 4040, message: textOf(messages.fileNotFound), entity: null };

/** Every file the storage holds, as paths under its folder. */
async function storedObjects(): Promise<string[]> {
  const entries = await readdir(demo.testApp.config.storage.directory, {
    recursive: true,
    withFileTypes: true,
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('GET common/download of an application form', () => {
  it('answers the PDF with its type and its Korean name, to anyone', async () => {
    const forms = await readEntity(
      demo.testApp.app,
      '/api/customer/application-form',
      applicationFormListSchema,
    );
    const form = forms.list.find((one) => one.fileName === '가입신청서.pdf');
    expect(form?.downloadUrl).toBe(`/api/common/download?fileId=${form?.fileId}`);
    const response = await demo.testApp.app.inject({ method: 'GET', url: form?.downloadUrl ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const disposition = parseContentDisposition(String(response.headers['content-disposition']));
    expect(disposition.type).toBe('attachment');
    expect(disposition.parameters.filename).toBe('가입신청서.pdf');
    expect(String(response.headers['content-disposition'])).toContain(
      "filename*=UTF-8''%EA%B0%80%EC%9E%85%EC%8B%A0%EC%B2%AD%EC%84%9C.pdf",
    );
    const original = await readFile(path.join(applicationFormDir, '가입신청서.pdf'));
    expect(response.rawPayload.equals(original)).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(original.byteLength);
  });

  it.each([
    ['an id nobody was given', 'AAAAAAAAAAAAAAAAAAAAAA', 404, notFound],
    ['a malformed id', '../../etc/passwd', 400, refusal(textOf(messages.invalidInput('fileId')))],
  ])('answers %s without a file', async (_name, fileId, status, body) => {
    const response = await download(demo.testApp.app, fileId);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });
});

describe('POST common/upload', () => {
  it('keeps a picture for its uploader, told by its content, and gives it back to them alone', async () => {
    const file = await uploadPicture(demo.testApp.app, demo.gildongToken, '화면 캡처.png');
    expect(file.fileId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(file).toEqual({
      fileId: file.fileId,
      fileName: '화면 캡처.png',
      mediaType: 'image/png',
      byteSize: PNG_BYTES.byteLength,
    });
    const own = await download(demo.testApp.app, file.fileId, demo.gildongToken);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(PNG_BYTES)).toBe(true);

    // Someone else and a visitor get what a file that never was gets.
    for (const token of [demo.youngheeToken, undefined]) {
      const other = await download(demo.testApp.app, file.fileId, token);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(notFound);
    }
  });

  it('gives a name whose extension hides its type the extension of its content', async () => {
    const file = await uploadPicture(demo.testApp.app, demo.gildongToken, 'C:\\사진\\휴가\u202Egnp.exe');
    expect(file.fileName).toBe('휴가gnp.exe.png');
  });

  it.each([
    ['a program named like a picture', '사진.png', EXE_BYTES, textOf(messages.uploadTypeRefused)],
    [
      'a page named like a picture',
      'photo.jpg',
      Buffer.from('<html><script>alert(1)</script></html>'),
      textOf(messages.uploadTypeRefused),
    ],
    ['plain text', '메모.pdf', Buffer.from('이것은 PDF가 아니에요'), textOf(messages.uploadTypeRefused)],
    ['an empty file', 'empty.png', Buffer.alloc(0), textOf(messages.uploadEmpty)],
  ])('refuses %s and keeps nothing', async (_name, fileName, bytes, message) => {
    const before = await storedObjects();
    const { response, body } = await uploadFile(demo.testApp.app, demo.gildongToken, {
      fileName,
      bytes,
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(400);
    expect(body).toEqual(refusal(message));
    expect(await storedObjects()).toEqual(before);
  });

  it('refuses a file over 10 MB with 413 while it streams in', async () => {
    const before = await storedObjects();
    const tooBig = Buffer.concat([PNG_BYTES, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const { response, body } = await uploadFile(demo.testApp.app, demo.gildongToken, {
      fileName: 'big.png',
      bytes: tooBig,
    });
    expect(response.statusCode).toBe(413);
    expect(body).toEqual(refusal(textOf(messages.uploadTooLarge)));
    expect(await storedObjects()).toEqual(before);
  });

  it.each([
    [
      'no file part',
      multipartOf([{ name: 'memo', bytes: '안녕하세요' }]),
      400,
      textOf(messages.uploadMissing),
    ],
    [
      'two files',
      multipartOf([
        { name: 'file', fileName: 'a.png', bytes: PNG_BYTES },
        { name: 'file', fileName: 'b.png', bytes: PNG_BYTES },
      ]),
      413,
      textOf(messages.requestTooLarge),
    ],
    [
      'a broken form',
      {
        payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc'),
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
      400,
      textOf(messages.invalidInput('file')),
    ],
    [
      'a form without a boundary',
      { payload: Buffer.from('abc'), headers: { 'content-type': 'multipart/form-data' } },
      400,
      textOf(messages.invalidInput('file')),
    ],
    [
      'JSON',
      { payload: Buffer.from('{"file":"iVBORw0KGgo"}'), headers: { 'content-type': 'application/json' } },
      415,
      textOf(messages.unsupportedRequestType),
    ],
  ])('refuses %s', async (_name, { payload, headers }, status, message) => {
    const response = await demo.testApp.app.inject({
      method: 'POST',
      url: '/api/common/upload',
      payload,
      headers: { ...headers, 'login-token': demo.gildongToken },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(refusal(message));
  });

  it('needs a login', async () => {
    const { response, body } = await uploadFile(demo.testApp.app, undefined, {
      fileName: 'a.png',
      bytes: PNG_BYTES,
    });
    expect(response.statusCode).toBe(401);
    expect(body.code).toBe(4010);
  });
});

describe('uploads over time', () => {
  it(`allows ${UPLOADS_PER_HOUR_MAX} uploads an hour per subscriber`, async () => {
    const app = await createTestApp();
    try {
      const { token } = await loginWithId(app.app, younghee);
      for (let count = 0; count < UPLOADS_PER_HOUR_MAX; count += 1) await uploadPicture(app.app, token);
      const { response, body } = await uploadFile(app.app, token, { fileName: 'a.png', bytes: PNG_BYTES });
      expect(response.statusCode).toBe(429);
      expect(body).toEqual({ code: 4290, message: textOf(messages.uploadTooMany), entity: null });
    } finally {
      await app.close();
    }
  });

  it('removes an upload no inquiry took within a day, bytes and all, and keeps attached ones', async () => {
    const clock = createManualClock(new Date('2026-11-24T10:00:00+09:00'));
    const app = await createTestApp({}, { clock });
    try {
      const { token } = await loginWithId(app.app, gildong);
      const forgotten = await uploadPicture(app.app, token, '잊은 파일.png');
      const attached = await uploadPicture(app.app, token, '첨부한 파일.png');
      const asked = await app.app.inject({
        method: 'POST',
        url: '/api/customer/inquiry',
        headers: { 'login-token': token, 'idempotency-key': 'keep-attached-file-0001' },
        payload: {
          category: 'ETC',
          title: '파일 보관 확인',
          content: '첨부한 파일이 하루가 지나도 남아 있는지 확인해요.',
          fileIds: [attached.fileId],
        },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const storedBefore = await readdir(app.config.storage.directory, { recursive: true });

      // Hours later the subscriber logs in again: sessions end long before a day.
      clock.advanceSeconds(23 * 3600);
      const later = (await loginWithId(app.app, gildong)).token;
      await uploadPicture(app.app, later, '다음 파일.png');
      expect((await download(app.app, forgotten.fileId, later)).statusCode).toBe(200);

      clock.advanceSeconds(2 * 3600);
      const dayAfter = (await loginWithId(app.app, gildong)).token;
      // The next upload sweeps what expired.
      await uploadPicture(app.app, dayAfter, '또 다른 파일.png');
      expect((await download(app.app, forgotten.fileId, dayAfter)).statusCode).toBe(404);
      expect((await download(app.app, attached.fileId, dayAfter)).statusCode).toBe(200);
      // The forgotten upload's bytes are gone from the disk too.
      const storedAfter = await readdir(app.config.storage.directory, { recursive: true });
      const gone = storedBefore.filter((entry) => !storedAfter.includes(entry) && entry.includes('/'));
      expect(gone).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
