import { describe, expect, it } from 'vitest';
import { messages, textOf } from '@mvno/contract';
import { gildong, get, post } from '../test/accounts.ts';
import { useTestApp } from '../test/test-app.ts';

const testApp = useTestApp();
const app = () => testApp.app;

let attempts = 0;
/** A login that fails, each time for another ID (five failures of one ID would lock it). */
const wrongLogin = () => {
  attempts += 1;
  return {
    loginType: 'ID',
    loginId: `nobody${String(attempts).padStart(3, '0')}`,
    password: gildong.password,
  };
};

describe("the envelope's message, in the caller's language", () => {
  it.each([
    ['no Accept-Language', undefined, 'ko'],
    ['Korean', 'ko-KR,ko;q=0.9', 'ko'],
    ['English', 'en', 'en'],
    ['British English first, Korean after', 'en-GB,en;q=0.9,ko;q=0.8', 'en'],
    ['Korean preferred over English', 'en;q=0.4,ko;q=0.9', 'ko'],
    ['a language we do not write, then English', 'fr-FR,fr;q=0.9,en;q=0.5', 'en'],
    ['only languages we do not write', 'ja,zh-CN;q=0.8', 'ko'],
    ['nonsense', ';;q=abc,,', 'ko'],
  ] as const)('%s → %s', async (_name, language, locale) => {
    const { body } = await post(app(), '/api/user/login', wrongLogin(), { ...(language && { language }) });
    expect(body).toEqual({ code: 2, message: textOf(messages.loginFailed, locale), entity: null });
  });

  it('words a business refusal in English', async () => {
    const { body } = await post(app(), '/api/user/login', wrongLogin(), { language: 'en' });
    expect(body.message).toBe('The ID or password is not correct.');
  });

  it("words a rule's refusal, checked while the request is read, in English", async () => {
    const inquiry = {
      category: 'USIM',
      title: '가'.repeat(51),
      content: '유심을 바꾸고 싶어요. 방법을 알려 주세요.',
      fileIds: [],
    };
    const { response, body } = await post(app(), '/api/customer/inquiry', inquiry, { language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(body.message).toBe('The title can be up to 50 characters.');
  });

  it('names the field of a refusal zod words itself, in English', async () => {
    const { response, body } = await get(app(), '/api/product/plan/abc', { language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(body.message).toMatch(/^Please check what you entered\. \(.+\)$/);
  });

  it('answers an address that is not there in English', async () => {
    const { response, body } = await get(app(), '/api/no-such-call', { language: 'en' });
    expect(response.statusCode).toBe(404);
    expect(body.message).toBe("We couldn't find what you asked for.");
  });

  it('keeps Korean for a caller who reads Korean, word for word as the spec writes it', async () => {
    const { body } = await post(app(), '/api/user/login', wrongLogin(), { language: 'ko' });
    expect(body.message).toBe('아이디 또는 비밀번호가 일치하지 않습니다.');
  });
});
