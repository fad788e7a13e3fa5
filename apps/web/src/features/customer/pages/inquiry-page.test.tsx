import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Inquiry, messages, type StoredFile, textOf } from '@mvno/contract';
import { endSession, startSession } from '../../../shared/session/session.ts';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { stubCalls } from '../../../test/stub-calls.ts';
import { loginUserOf } from '../../../test/login-user.ts';
import { clearModals, shownMessages } from '../../../test/modals.ts';
import InquiryPage from './inquiry-page.tsx';

beforeEach(() => {
  // jsdom keeps no files: a chosen picture's thumbnail gets a stand-in address.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:thumbnail', revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  clearModals();
  endSession();
  vi.unstubAllGlobals();
});

const renderInquiry = (path = '/customer/inquiry') =>
  renderAppRoutes(path, { '/customer/inquiry': InquiryPage });

const logIn = () =>
  startSession('token-1', loginUserOf(), { isSavePhone: false, isAutoLogin: false, phone: '' });

const storedPicture: StoredFile = {
  fileId: 'AbCdEfGhIjKlMnOpQrStUv',
  fileName: '화면.png',
  mediaType: 'image/png',
  byteSize: 2048,
};

const created: Inquiry = {
  inquiryNo: 41,
  category: 'USIM',
  title: '유심 인식 문의',
  content: '유심을 꽂아도 서비스 없음이라고 나와요.',
  status: 'WAITING',
  answer: null,
  answerDate: null,
  regDate: '2026-11-24',
  attachments: [storedPicture],
};

describe('/customer/inquiry logged out', () => {
  it('asks to log in, and comes back here afterwards', async () => {
    stubCalls({});
    renderInquiry();
    expect(await screen.findByRole('heading', { name: '로그인하고 문의를 남겨 주세요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe(
      '/user/login?returnUrl=%2Fcustomer%2Finquiry',
    );
    expect(screen.queryByRole('form', { name: '1:1 문의 작성' })).toBeNull();
  });
});

describe('/customer/inquiry logged in', () => {
  it('says what is missing with the contract’s words and sends nothing', async () => {
    const user = userEvent.setup();
    logIn();
    const requests = stubCalls({});
    renderInquiry();
    await user.click(await screen.findByRole('button', { name: '문의 남기기' }));
    expect(await screen.findByText(textOf(messages.inquiryCategoryRequired))).toBeTruthy();
    expect(screen.getByText(textOf(messages.inquiryTitleRequired))).toBeTruthy();
    expect(screen.getByText(textOf(messages.inquiryContentTooShort))).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: '문의 유형' }));

    await user.type(screen.getByRole('textbox', { name: '문의 내용' }), '유심이 안 돼요');
    expect(screen.getByText('8 / 2,000자')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('refuses a file of another type before uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    logIn();
    const requests = stubCalls({});
    renderInquiry();
    const picker = await screen.findByLabelText('파일 선택');
    await user.upload(picker, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText(textOf(messages.uploadTypeRefused))).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('uploads a chosen picture, lets it be removed, and sends the inquiry with what stays', async () => {
    const user = userEvent.setup();
    logIn();
    const requests = stubCalls({
      uploadFile: () => storedPicture,
      createInquiry: () => created,
      findInquiries: () => ({ list: [created], totalCount: 1 }),
    });
    renderInquiry();
    const picker = await screen.findByLabelText('파일 선택');
    await user.upload(picker, new File(['png'], '화면.png', { type: 'image/png' }));
    const files = await screen.findByRole('list', { name: '첨부한 파일' });
    expect(await within(files).findByText('첨부 완료 · 3B')).toBeTruthy();

    await user.upload(picker, new File(['pdf'], '영수증.pdf', { type: 'application/pdf' }));
    await within(files).findByText('영수증.pdf');
    await user.click(screen.getByRole('button', { name: '영수증.pdf 삭제' }));
    expect(within(files).queryByText('영수증.pdf')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: '문의 유형' }), 'USIM');
    await user.type(screen.getByRole('textbox', { name: '제목' }), '유심 인식 문의');
    await user.type(
      screen.getByRole('textbox', { name: '문의 내용' }),
      '유심을 꽂아도 서비스 없음이라고 나와요.',
    );
    await user.click(screen.getByRole('button', { name: '문의 남기기' }));

    await vi.waitFor(() => expect(shownMessages()).toHaveLength(1));
    const sent = requests.find(
      (request) => request.method === 'POST' && request.path === '/customer/inquiry',
    );
    const body: unknown = JSON.parse(sent?.body ?? '{}');
    expect(body).toMatchObject({
      category: 'USIM',
      title: '유심 인식 문의',
      content: '유심을 꽂아도 서비스 없음이라고 나와요.',
      fileIds: [storedPicture.fileId],
    });
    // The inquiry's own key, so a repeat of it makes no second inquiry.
    expect(sent?.headers['idempotency-key']).toMatch(/^[\x21-\x7e]{16,300}$/);
    // The uploads that were removed are not sent; the history shows the new inquiry, open.
    expect(requests.filter((request) => request.path === '/common/upload')).toHaveLength(2);
    expect(await screen.findByRole('tab', { name: '내 문의 내역', selected: true })).toBeTruthy();
    expect(
      await screen.findByText('답변을 준비하고 있어요. 답변이 등록되면 여기에서 볼 수 있어요.'),
    ).toBeTruthy();
  });
});

/** What a person reads or hears on the screen: its text and the names and hints of its controls. */
const wordsOnScreen = () =>
  [
    document.body.textContent,
    ...[...document.querySelectorAll('[aria-label], [placeholder]')].flatMap((element) => [
      element.getAttribute('aria-label') ?? '',
      element.getAttribute('placeholder') ?? '',
    ]),
  ].join(' ');

describe('/customer/inquiry in English', () => {
  const answered: Inquiry = {
    ...created,
    status: 'ANSWERED',
    answer: '유심을 다시 꽂아 보세요.',
    answerDate: '2026-11-25',
  };
  /** The inquiry's own words, as the subscriber and the staff wrote them: content, kept in Korean. */
  const content = [answered.title, answered.content, answered.answer ?? '', storedPicture.fileName].join(' ');

  it('words the form in English', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'customer' });
    logIn();
    stubCalls({});
    renderInquiry();
    expect(await screen.findByRole('form', { name: 'Write a 1:1 question' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '1:1 questions' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Topic' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send question' })).toBeTruthy();
    expect(screen.getByText('Choose files')).toBeTruthy();
    expect(hangulIn(wordsOnScreen())).toEqual([]);
  });

  it('words the history in English, with the inquiry as it was written', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'customer' });
    logIn();
    stubCalls({ findInquiries: () => ({ list: [answered], totalCount: 1 }) });
    renderInquiry('/customer/inquiry?tab=history');
    expect(await screen.findByText('1 question')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My questions', selected: true })).toBeTruthy();
    expect(screen.getByText('Answered')).toBeTruthy();
    expect(screen.getByText("Baro Mobile's answer")).toBeTruthy();
    expect(screen.getByRole('button', { name: `Download ${storedPicture.fileName} (2KB)` })).toBeTruthy();
    expect(hangulIn(wordsOnScreen()).filter((word) => !content.includes(word))).toEqual([]);
  });
});
