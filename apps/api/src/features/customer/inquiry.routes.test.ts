import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicationFormListSchema,
  type CreateInquiryRequest,
  inquiryListSchema,
  inquirySchema,
  messages,
  textOf,
} from '@mvno/contract';
import { applicationFormSeeds, inquirySeeds } from '../../seed/file.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/account.ts';
import { get, gildong, post } from '../../test/accounts.ts';
import { readEntity } from '../../test/read-entity.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { download, uploadPicture } from '../../test/uploads.ts';

const demo = withDemoSubscribers();

let keys = 0;
/** A fresh idempotency key, as the screen makes one per inquiry. */
const newKey = () => `test-inquiry-key-${String((keys += 1)).padStart(4, '0')}`;

const inquiry = (overrides: Partial<CreateInquiryRequest> = {}): CreateInquiryRequest => ({
  category: 'USIM',
  title: '유심 인식이 안 돼요',
  content: '어제 받은 유심을 꽂았는데 서비스 없음이라고 나와요.\n어떻게 하면 되나요?',
  fileIds: [],
  ...overrides,
});

/** Sends an inquiry as the screen does: with the subscriber's token and a key of its own unless given one. */
const ask = (request: unknown, token: string | undefined, idempotencyKey: string | null = newKey()) =>
  post(demo.testApp.app, '/api/customer/inquiry', request, {
    ...(token === undefined ? {} : { token }),
    ...(idempotencyKey === null ? {} : { idempotencyKey }),
  });

/** What the audit log holds of the action a key asked for, as an operator reads it. */
async function auditOf(idempotencyKey: string) {
  const rows = await demo.testApp.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.idempotencyKey, idempotencyKey));
  return rows.map((row) => ({
    actorKind: row.actorKind,
    actorNo: row.actorNo,
    action: row.action,
    subjectKind: row.subjectKind,
    subjectNo: row.subjectNo,
    before: row.before,
    after: row.after,
    clientAddress: row.clientAddress,
    hasRequestId: row.requestId !== null && row.requestId !== '',
  }));
}

let gildongNo: number | undefined;
beforeAll(async () => {
  const [row] = await demo.testApp.database.db
    .select({ userNo: users.userNo })
    .from(users)
    .where(eq(users.loginId, gildong.loginId));
  gildongNo = row?.userNo;
});
const gildongUserNo = () => gildongNo;

async function myInquiries(token: string) {
  const { response, body } = await get(demo.testApp.app, '/api/customer/inquiry?limit=-1', { token });
  expect(response.statusCode, body.message).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return inquiryListSchema.parse(body.entity);
}

describe('GET customer/application-form', () => {
  it('lists every form with its PDF, in order', async () => {
    const forms = await readEntity(
      demo.testApp.app,
      '/api/customer/application-form',
      applicationFormListSchema,
    );
    expect(forms.list.map((form) => [form.title, form.fileName])).toEqual(
      applicationFormSeeds.map((form) => [form.title, form.fileName]),
    );
    expect(forms.list.every((form) => form.mediaType === 'application/pdf' && form.byteSize > 10_000)).toBe(
      true,
    );
  });
});

describe('GET customer/inquiry', () => {
  it("answers the demo subscriber's inquiries, newest first, with status and answer", async () => {
    const list = await myInquiries(demo.gildongToken);
    expect(list.totalCount).toBeGreaterThanOrEqual(inquirySeeds.length);
    const seeded = list.list.filter((one) => inquirySeeds.some((seed) => seed.title === one.title));
    expect(seeded.map((one) => [one.title, one.status])).toEqual([
      ['데이터 쉐어링을 쓸 수 있나요?', 'WAITING'],
      ['유심 배송은 보통 며칠 걸리나요?', 'ANSWERED'],
      ['이번 달 요금이 평소보다 많이 나왔어요', 'ANSWERED'],
    ]);
    expect(seeded[0]).toMatchObject({ answer: null, answerDate: null, regDate: '2026-11-20' });
    expect(seeded[1]).toMatchObject({ answerDate: '2026-11-10', regDate: '2026-11-10' });
    expect(seeded[1]?.answer).toContain('1~2일');
  });

  it("shows nobody else's inquiries", async () => {
    expect((await myInquiries(demo.youngheeToken)).list.map((one) => one.title)).not.toContain(
      '데이터 쉐어링을 쓸 수 있나요?',
    );
  });

  it('needs a login', async () => {
    const { response, body } = await get(demo.testApp.app, '/api/customer/inquiry');
    expect(response.statusCode).toBe(401);
    expect(body.code).toBe(4010);
  });
});

describe('POST customer/inquiry', () => {
  it('records an inquiry with a picture, which its writer reads back and downloads', async () => {
    const picture = await uploadPicture(demo.testApp.app, demo.gildongToken, '서비스 없음 화면.png');
    const { body } = await ask(
      inquiry({ fileIds: [picture.fileId], content: '  유심을 꽂아도\r\n서비스 없음이라고 나와요.  ' }),
      demo.gildongToken,
    );
    expect(body.code, body.message).toBe(1);
    const created = inquirySchema.parse(body.entity);
    expect(created).toMatchObject({
      category: 'USIM',
      title: '유심 인식이 안 돼요',
      content: '유심을 꽂아도\n서비스 없음이라고 나와요.',
      status: 'WAITING',
      answer: null,
      attachments: [picture],
    });
    const list = await myInquiries(demo.gildongToken);
    expect(list.list[0]).toEqual(created);
    expect((await download(demo.testApp.app, picture.fileId, demo.gildongToken)).statusCode).toBe(200);
    // Another subscriber cannot read the attachment, nor learn that it is there.
    const other = await download(demo.testApp.app, picture.fileId, demo.youngheeToken);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 4040, message: textOf(messages.fileNotFound), entity: null });
  });

  it('makes one inquiry of 50 requests sent at once with one key, and answers each alike', async () => {
    const request = inquiry({ title: '여러 번 누른 문의' });
    const key = newKey();
    const before = (await myInquiries(demo.gildongToken)).totalCount;
    const answers = await Promise.all(Array.from({ length: 50 }, () => ask(request, demo.gildongToken, key)));
    const first = answers[0]?.response;
    expect(first?.statusCode).toBe(200);
    for (const { response } of answers) {
      expect([response.statusCode, response.body]).toEqual([first?.statusCode, first?.body]);
    }
    const after = await myInquiries(demo.gildongToken);
    expect(after.totalCount).toBe(before + 1);
    expect(after.list.filter((one) => one.title === '여러 번 누른 문의')).toHaveLength(1);
    // A retry long after answers the same inquiry again.
    const retry = await ask(request, demo.gildongToken, key);
    expect(retry.response.body).toBe(first?.body);
  });

  it('refuses a key sent again with another inquiry, and records nothing', async () => {
    const key = newKey();
    const first = await ask(inquiry({ title: '처음 보낸 문의' }), demo.gildongToken, key);
    expect(first.body.code, first.body.message).toBe(1);
    const before = (await myInquiries(demo.gildongToken)).totalCount;
    const { response, body } = await ask(inquiry({ title: '다른 문의' }), demo.gildongToken, key);
    expect(response.statusCode).toBe(422);
    expect(body).toEqual({ code: 4000, message: textOf(messages.idempotencyKeyReused), entity: null });
    expect((await myInquiries(demo.gildongToken)).totalCount).toBe(before);
  });

  it("keeps one subscriber's keys apart from another's", async () => {
    const key = newKey();
    const mine = await ask(inquiry({ title: '길동의 문의' }), demo.gildongToken, key);
    const theirs = await ask(inquiry({ title: '영희의 문의' }), demo.youngheeToken, key);
    expect([mine.body.code, theirs.body.code]).toEqual([1, 1]);
    expect(inquirySchema.parse(theirs.body.entity).title).toBe('영희의 문의');
  });

  it.each<[string, string | null]>([
    ['no key', null],
    ['a key under 16 characters', 'short-key-123'],
    ['a key over 300 characters', 'k'.repeat(301)],
    ['a key with a space', 'a key with spaces in it'],
    ['a key with a control character', 'key-with-a-tab\there!'],
  ])('refuses %s in Korean and records nothing', async (_name, key) => {
    const before = (await myInquiries(demo.gildongToken)).totalCount;
    const { response, body } = await ask(inquiry(), demo.gildongToken, key);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ code: 4000, message: textOf(messages.idempotencyKeyInvalid), entity: null });
    expect((await myInquiries(demo.gildongToken)).totalCount).toBe(before);
  });

  it('answers a refused inquiry sent again with its first refusal, and records it in the audit log once done', async () => {
    const theirs = await uploadPicture(demo.testApp.app, demo.youngheeToken);
    const key = newKey();
    const refused = await ask(inquiry({ fileIds: [theirs.fileId] }), demo.gildongToken, key);
    const again = await ask(inquiry({ fileIds: [theirs.fileId] }), demo.gildongToken, key);
    expect(refused.body).toEqual({
      code: 2,
      message: textOf(messages.inquiryAttachmentUnavailable),
      entity: null,
    });
    expect(again.response.body).toBe(refused.response.body);
    expect(await auditOf(key)).toEqual([]);

    const doneKey = newKey();
    const done = await ask(inquiry({ title: '감사 기록 확인' }), demo.gildongToken, doneKey);
    const { inquiryNo } = inquirySchema.parse(done.body.entity);
    expect(await auditOf(doneKey)).toEqual([
      {
        actorKind: 'SUBSCRIBER',
        actorNo: gildongUserNo(),
        action: 'inquiry.create',
        subjectKind: 'INQUIRY',
        subjectNo: String(inquiryNo),
        before: null,
        after: { category: 'USIM', attachments: 0 },
        clientAddress: '127.0.0.1',
        hasRequestId: true,
      },
    ]);
  });

  it("refuses someone else's file and records nothing", async () => {
    const theirs = await uploadPicture(demo.testApp.app, demo.youngheeToken);
    const before = (await myInquiries(demo.gildongToken)).totalCount;
    const { body } = await ask(inquiry({ fileIds: [theirs.fileId] }), demo.gildongToken);
    expect(body).toEqual({ code: 2, message: textOf(messages.inquiryAttachmentUnavailable), entity: null });
    expect((await myInquiries(demo.gildongToken)).totalCount).toBe(before);
    // The owner can still attach it.
    const { body: own } = await ask(inquiry({ fileIds: [theirs.fileId] }), demo.youngheeToken);
    expect(own.code, own.message).toBe(1);
  });

  it('refuses a file another inquiry already carries, and an application form', async () => {
    const picture = await uploadPicture(demo.testApp.app, demo.gildongToken);
    const first = await ask(inquiry({ fileIds: [picture.fileId] }), demo.gildongToken);
    expect(first.body.code).toBe(1);
    const forms = await readEntity(
      demo.testApp.app,
      '/api/customer/application-form',
      applicationFormListSchema,
    );
    for (const fileId of [picture.fileId, forms.list[0]?.fileId ?? '']) {
      const { body } = await ask(inquiry({ fileIds: [fileId] }), demo.gildongToken);
      expect(body).toEqual({ code: 2, message: textOf(messages.inquiryAttachmentUnavailable), entity: null });
    }
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no category', { category: undefined }, textOf(messages.inquiryCategoryRequired)],
    ['an unknown category', { category: 'REFUND' }, textOf(messages.inquiryCategoryRequired)],
    ['an empty title', { title: '   ' }, textOf(messages.inquiryTitleRequired)],
    ['a title over 50 characters', { title: '가'.repeat(51) }, textOf(messages.inquiryTitleTooLong)],
    ['a title over two lines', { title: '첫 줄\n둘째 줄' }, textOf(messages.inquiryTextUnusable)],
    ['content under 10 characters', { content: '  짧아요  ' }, textOf(messages.inquiryContentTooShort)],
    [
      'content of line breaks alone',
      { content: '\n\n\n\n\n\n\n\n\n\n\n' },
      textOf(messages.inquiryContentTooShort),
    ],
    ['content over 2,000 characters', { content: '가'.repeat(2001) }, textOf(messages.inquiryContentTooLong)],
    [
      'a NUL in the content',
      { content: '내용 사이에\u0000숨은 문자가 있어요' },
      textOf(messages.inquiryTextUnusable),
    ],
    [
      'four files',
      { fileIds: ['A', 'B', 'C', 'D'].map((c) => c.repeat(22)) },
      textOf(messages.inquiryAttachmentsTooMany),
    ],
    [
      'the same file twice',
      { fileIds: ['A'.repeat(22), 'A'.repeat(22)] },
      textOf(messages.inquiryAttachmentUnavailable),
    ],
    ['a malformed file id', { fileIds: ['../../etc/passwd'] }, textOf(messages.invalidInput('fileIds.0'))],
  ])('refuses %s in Korean and records nothing', async (_name, change, message) => {
    const before = (await myInquiries(demo.gildongToken)).totalCount;
    const { response, body } = await ask({ ...inquiry(), ...change }, demo.gildongToken);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ code: 4000, message, entity: null });
    expect((await myInquiries(demo.gildongToken)).totalCount).toBe(before);
  });

  it('needs a login', async () => {
    const { response, body } = await ask(inquiry(), undefined);
    expect(response.statusCode).toBe(401);
    expect(body.code).toBe(4010);
  });
});
