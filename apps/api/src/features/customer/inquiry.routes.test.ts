import { describe, expect, it } from 'vitest';
import {
  applicationFormListSchema,
  inquiryListSchema,
  inquirySchema,
  messages,
  type CreateInquiryRequest,
} from '@mvno/contract';
import { applicationFormSeeds, inquirySeeds } from '../../db/seed/file.ts';
import { get, post } from '../../test/accounts.ts';
import { readEntity } from '../../test/read-entity.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { download, uploadPicture } from '../../test/uploads.ts';

const demo = withDemoSubscribers();

let keys = 0;
/** A fresh request key, as the screen makes one per inquiry. */
const newKey = () => `test-inquiry-key-${String((keys += 1)).padStart(4, '0')}`;

const inquiry = (overrides: Partial<CreateInquiryRequest> = {}): CreateInquiryRequest => ({
  category: 'USIM',
  title: '유심 인식이 안 돼요',
  content: '어제 받은 유심을 꽂았는데 서비스 없음이라고 나와요.\n어떻게 하면 되나요?',
  fileIds: [],
  requestKey: newKey(),
  ...overrides,
});

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
    const { body } = await post(
      demo.testApp.app,
      '/api/customer/inquiry',
      inquiry({ fileIds: [picture.fileId], content: '  유심을 꽂아도\r\n서비스 없음이라고 나와요.  ' }),
      { token: demo.gildongToken },
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
    expect(other.json()).toEqual({ code: 4040, message: messages.fileNotFound, entity: null });
  });

  it('makes one inquiry of a request sent twice at once', async () => {
    const request = inquiry({ title: '두 번 누른 문의' });
    const before = (await myInquiries(demo.gildongToken)).totalCount;
    const answers = await Promise.all([
      post(demo.testApp.app, '/api/customer/inquiry', request, { token: demo.gildongToken }),
      post(demo.testApp.app, '/api/customer/inquiry', request, { token: demo.gildongToken }),
    ]);
    const inquiryNos = answers.map(({ body }) => inquirySchema.parse(body.entity).inquiryNo);
    expect(inquiryNos[0]).toBe(inquiryNos[1]);
    const after = await myInquiries(demo.gildongToken);
    expect(after.totalCount).toBe(before + 1);
    expect(after.list.filter((one) => one.title === '두 번 누른 문의')).toHaveLength(1);
  });

  it("refuses someone else's file and records nothing", async () => {
    const theirs = await uploadPicture(demo.testApp.app, demo.youngheeToken);
    const before = (await myInquiries(demo.gildongToken)).totalCount;
    const { body } = await post(
      demo.testApp.app,
      '/api/customer/inquiry',
      inquiry({ fileIds: [theirs.fileId] }),
      {
        token: demo.gildongToken,
      },
    );
    expect(body).toEqual({ code: 2, message: messages.inquiryAttachmentUnavailable, entity: null });
    expect((await myInquiries(demo.gildongToken)).totalCount).toBe(before);
    // The owner can still attach it.
    const { body: own } = await post(
      demo.testApp.app,
      '/api/customer/inquiry',
      inquiry({ fileIds: [theirs.fileId] }),
      { token: demo.youngheeToken },
    );
    expect(own.code, own.message).toBe(1);
  });

  it('refuses a file another inquiry already carries, and an application form', async () => {
    const picture = await uploadPicture(demo.testApp.app, demo.gildongToken);
    const first = await post(
      demo.testApp.app,
      '/api/customer/inquiry',
      inquiry({ fileIds: [picture.fileId] }),
      {
        token: demo.gildongToken,
      },
    );
    expect(first.body.code).toBe(1);
    const forms = await readEntity(
      demo.testApp.app,
      '/api/customer/application-form',
      applicationFormListSchema,
    );
    for (const fileId of [picture.fileId, forms.list[0]?.fileId ?? '']) {
      const { body } = await post(demo.testApp.app, '/api/customer/inquiry', inquiry({ fileIds: [fileId] }), {
        token: demo.gildongToken,
      });
      expect(body).toEqual({ code: 2, message: messages.inquiryAttachmentUnavailable, entity: null });
    }
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no category', { category: undefined }, messages.inquiryCategoryRequired],
    ['an unknown category', { category: 'REFUND' }, messages.inquiryCategoryRequired],
    ['an empty title', { title: '   ' }, messages.inquiryTitleRequired],
    ['a title over 50 characters', { title: '가'.repeat(51) }, messages.inquiryTitleTooLong],
    ['a title over two lines', { title: '첫 줄\n둘째 줄' }, messages.inquiryTextUnusable],
    ['content under 10 characters', { content: '  짧아요  ' }, messages.inquiryContentTooShort],
    ['content of line breaks alone', { content: '\n\n\n\n\n\n\n\n\n\n\n' }, messages.inquiryContentTooShort],
    ['content over 2,000 characters', { content: '가'.repeat(2001) }, messages.inquiryContentTooLong],
    [
      'a NUL in the content',
      { content: '내용 사이에\u0000숨은 문자가 있어요' },
      messages.inquiryTextUnusable,
    ],
    [
      'four files',
      { fileIds: ['A', 'B', 'C', 'D'].map((c) => c.repeat(22)) },
      messages.inquiryAttachmentsTooMany,
    ],
    [
      'the same file twice',
      { fileIds: ['A'.repeat(22), 'A'.repeat(22)] },
      messages.inquiryAttachmentUnavailable,
    ],
    ['a malformed file id', { fileIds: ['../../etc/passwd'] }, messages.invalidInput('fileIds.0')],
    ['no request key', { requestKey: undefined }, messages.invalidInput('requestKey')],
  ])('refuses %s in Korean and records nothing', async (_name, change, message) => {
    const before = (await myInquiries(demo.gildongToken)).totalCount;
    const { response, body } = await post(
      demo.testApp.app,
      '/api/customer/inquiry',
      { ...inquiry(), ...change },
      {
        token: demo.gildongToken,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ code: 4000, message, entity: null });
    expect((await myInquiries(demo.gildongToken)).totalCount).toBe(before);
  });

  it('needs a login', async () => {
    const { response, body } = await post(demo.testApp.app, '/api/customer/inquiry', inquiry());
    expect(response.statusCode).toBe(401);
    expect(body.code).toBe(4010);
  });
});
