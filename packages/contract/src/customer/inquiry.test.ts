import { describe, expect, it } from 'vitest';
import { textOf } from '../i18n/translate.ts';
import { messages } from '../messages.ts';
import { createInquiryRequestSchema } from './inquiry.ts';

const valid = {
  category: 'PLAN',
  title: '요금제 변경 문의',
  content: '다음 달부터 5G 요금제로 바꾸고 싶어요.',
  fileIds: [],
};

/** The first message the schema gives, as a screen and the server show it. */
function firstMessage(input: Record<string, unknown>): string | undefined {
  const result = createInquiryRequestSchema.safeParse({ ...valid, ...input });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the 1:1 inquiry rules', () => {
  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['a valid inquiry', {}, undefined],
    ['a category from the FAQ', { category: 'ETC' }, undefined],
    ['no category chosen', { category: '' }, textOf(messages.inquiryCategoryRequired)],
    ['a title of spaces', { title: '  ' }, textOf(messages.inquiryTitleRequired)],
    ['a title of 50 characters', { title: '가'.repeat(50) }, undefined],
    ['a title of 51 characters', { title: '가'.repeat(51) }, textOf(messages.inquiryTitleTooLong)],
    ['a title with a tab', { title: '제목\t탭' }, textOf(messages.inquiryTextUnusable)],
    ['content of 10 characters', { content: '가'.repeat(10) }, undefined],
    [
      'content of 9 characters and spaces',
      { content: ` ${'가'.repeat(9)}  ` },
      textOf(messages.inquiryContentTooShort),
    ],
    ['an empty content', { content: '' }, textOf(messages.inquiryContentTooShort)],
    ['content of 2,000 characters', { content: '가'.repeat(2000) }, undefined],
    ['content of 2,001 characters', { content: '가'.repeat(2001) }, textOf(messages.inquiryContentTooLong)],
    ['content over lines with a tab', { content: '첫째 줄\n\t둘째 줄\r\n셋째 줄' }, undefined],
    [
      'content with an escape character',
      { content: '문의 내용\u001b[31m 빨간 글씨' },
      textOf(messages.inquiryTextUnusable),
    ],
    [
      'content with a lone surrogate',
      { content: '문의 내용이에요 \ud800 깨진 문자' },
      textOf(messages.inquiryTextUnusable),
    ],
    ['three files', { fileIds: ['a', 'b', 'c'].map((c) => c.repeat(22)) }, undefined],
    [
      'four files',
      { fileIds: ['a', 'b', 'c', 'd'].map((c) => c.repeat(22)) },
      textOf(messages.inquiryAttachmentsTooMany),
    ],
  ])('%s', (_name, input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('gives the server line feeds and trimmed text', () => {
    const parsed = createInquiryRequestSchema.parse({
      ...valid,
      title: '  제목  ',
      content: '  첫째 줄\r\n둘째 줄이에요 \n ',
    });
    expect(parsed.title).toBe('제목');
    expect(parsed.content).toBe('첫째 줄\n둘째 줄이에요');
    expect(parsed.fileIds).toEqual([]);
  });

  it('counts a CRLF as one character, as the screen does', () => {
    const content = `${'가'.repeat(1000)}\r\n${'나'.repeat(999)}`;
    expect(firstMessage({ content })).toBeUndefined();
  });
});
