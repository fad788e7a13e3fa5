import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SimpleAuthRequested, SimpleAuthResult, TermsDocument, TermsType } from '@mvno/contract';
import { messages, textOf } from '@mvno/contract';
import { refusal, stubCalls, type StubbedRequest } from '../../test/stub-calls.ts';
import { testKeyMaterial } from '../../test/storage.ts';
import { ModalHost } from '../modal/modal-host.tsx';
import { modalStack } from '../modal/modal-store.ts';
import { encryptText, importAesKey } from '../storage/aes-cbc.ts';
import { STORAGE_SEED_NAME } from '../storage/storage-key.ts';
import { SimpleAuthModal, simpleAuthTexts, type SimpleAuthOutput } from './simple-auth-modal.tsx';

const AUTH_SEQ = 'auth-seq-0123456789abcdef';
const CI = 'ci-of-lee-minjun';

/** The sandbox provider's answers, encrypted with this device's storage key as the server does. */
interface Answers {
  requested: SimpleAuthRequested;
  result: SimpleAuthResult;
}
let answers: Answers;
let requests: StubbedRequest[];

/** A terms document as `GET site/terms` gives it. */
const termsDocumentOf = (type: TermsType, title: string, content: string): TermsDocument => ({
  termsNo: type === 'PRIVACY' ? 2 : 7,
  type,
  title,
  version: 'v1.0',
  effectiveDate: '2025-07-01',
  endDate: null,
  state: 'current',
  content,
  versions: [],
});
const termsDocuments: Partial<Record<string, TermsDocument>> = {
  PRIVACY: termsDocumentOf(
    'PRIVACY',
    '개인정보 처리방침',
    '<h3>제1조 (개인정보의 처리 목적)</h3><p>회원 관리</p>',
  ),
  THIRD_PARTY_PROVIDE: termsDocumentOf(
    'THIRD_PARTY_PROVIDE',
    '개인정보 제3자 제공 동의',
    '<h3>제2조 (간편인증)</h3><table><tbody><tr><td>주식회사 비바리퍼블리카 (토스 인증서)</td><td>토스 앱으로 본인 확인</td></tr></tbody></table>',
  ),
};

async function encrypted(value: unknown): Promise<string> {
  return encryptText(await importAesKey(testKeyMaterial), JSON.stringify(value));
}

beforeEach(() => {
  modalStack.set([]);
  answers = {
    requested: {
      authSeq: AUTH_SEQ,
      directAgency: 'TOSS',
      userName: '이민준',
      userPhone: '01048261357',
      resultCode: '0000',
    },
    result: {
      authSeq: AUTH_SEQ,
      resultCode: '0000',
      userName: '이민준',
      userPhone: '01048261357',
      userCi: CI,
    },
  };
  requests = stubCalls({
    findTerms: (request) => {
      const document = termsDocuments[request.query.get('type') ?? ''];
      if (document === undefined) throw new Error('no such terms in this test');
      return document;
    },
    requestSimpleAuth: () => encrypted(answers.requested),
    findSimpleAuthResult: () => encrypted(answers.result),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderModal() {
  const onComplete = vi.fn<(output: SimpleAuthOutput) => void>();
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SimpleAuthModal userName="이민준" userPhone="01048261357" onClose={onClose} onComplete={onComplete} />
      <ModalHost />
    </QueryClientProvider>,
  );
  return { onComplete, onClose };
}

const modal = () => screen.getByRole('dialog', { name: '간편인증' });
const errorText = () => within(modal()).getByRole('alert').textContent;

async function chooseTossAndAgree(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: '토스' }));
  await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
}

describe('simple-authentication modal (spec §2.4, §5)', () => {
  it('asks for a provider, for one before showing terms, and for both consents, in the spec’s words', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: '인증 요청' }));
    expect(errorText()).toBe(textOf(messages.simpleAuthChooseProvider));

    await user.click(screen.getByRole('button', { name: '개인정보 수집·이용 동의 내용 보기' }));
    expect(errorText()).toBe(textOf(messages.simpleAuthChooseProviderForTerms));
    expect(screen.queryByRole('dialog', { name: /수집·이용 동의$/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: '토스' }));
    await user.click(screen.getByRole('button', { name: '인증 요청' }));
    expect(errorText()).toBe(textOf(messages.simpleAuthAgreeAll));

    await user.click(screen.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 동의' }));
    await user.click(screen.getByRole('button', { name: '인증 요청' }));
    expect(errorText()).toBe(textOf(messages.simpleAuthAgreeAll));
    expect(requests).toEqual([]);
  });

  it('ticks both consents with "agree to all" and shows each consent’s terms for the chosen provider', async () => {
    const user = userEvent.setup();
    renderModal();
    await chooseTossAndAgree(user);
    expect(screen.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 동의' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('checkbox', { name: '[필수] 개인정보 제3자 제공 동의' })).toHaveProperty(
      'checked',
      true,
    );

    await user.click(screen.getByRole('button', { name: '개인정보 제3자 제공 동의 내용 보기' }));
    const terms = screen.getByRole('dialog', { name: '토스 개인정보 제3자 제공 동의' });
    // The provider's line, then the document the server keeps, with its version.
    expect(terms.textContent).toContain('주식회사 비바리퍼블리카, 주식회사 케이지이니시스(인증 중계)에');
    const document = await within(terms).findByRole('article', { name: '개인정보 제3자 제공 동의' });
    expect(
      within(document).getByRole('cell', { name: '주식회사 비바리퍼블리카 (토스 인증서)' }),
    ).toBeTruthy();
    expect(document.textContent).toContain('2025년 7월 1일부터 시행');
    expect(requests.map((request) => request.path)).toEqual(['/site/terms?type=THIRD_PARTY_PROVIDE']);
    await user.click(within(terms).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog', { name: '토스 개인정보 제3자 제공 동의' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '개인정보 수집·이용 동의 내용 보기' }));
    const privacy = screen.getByRole('dialog', { name: '토스 개인정보 수집·이용 동의' });
    expect(
      await within(privacy).findByRole('heading', { name: '제1조 (개인정보의 처리 목적)' }),
    ).toBeTruthy();
    expect(requests.at(-1)?.path).toBe('/site/terms?type=PRIVACY');
    await user.click(within(privacy).getByRole('button', { name: '확인' }));

    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    expect(screen.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 동의' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('refuses a request whose decrypted answer names another person', async () => {
    const user = userEvent.setup();
    answers.requested.userName = '이민수';
    renderModal();
    await chooseTossAndAgree(user);
    await user.click(screen.getByRole('button', { name: '인증 요청' }));
    expect(await within(modal()).findByText(textOf(messages.simpleAuthInvalid))).toBeTruthy();
    expect(screen.queryByRole('button', { name: '인증 완료' })).toBeNull();
  });

  it('on approval says the auth is complete and hands authSeq, authType, ci and phone to the caller', async () => {
    const user = userEvent.setup();
    const { onComplete } = renderModal();
    await chooseTossAndAgree(user);
    await user.click(screen.getByRole('button', { name: '인증 요청' }));

    expect(await screen.findByText('토스 앱에서 인증을 진행해 주세요')).toBeTruthy();
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      directAgency: 'TOSS',
      userName: '이민준',
      userPhone: '01048261357',
      random: window.localStorage.getItem(STORAGE_SEED_NAME),
    });

    await user.click(screen.getByRole('button', { name: '인증 완료' }));
    const notice = await screen.findByRole('alertdialog');
    expect(notice.textContent).toContain(textOf(messages.simpleAuthComplete));
    expect(requests[1]?.path).toBe('/third-party/auth/inicis/result');
    expect(onComplete).not.toHaveBeenCalled();

    await user.click(within(notice).getByRole('button', { name: '확인' }));
    expect(onComplete).toHaveBeenCalledWith({
      authSeq: AUTH_SEQ,
      authType: 'TOSS',
      ci: CI,
      phone: '01048261357',
    });
  });

  it('keeps step 2 with the same message while the app has not approved yet', async () => {
    const user = userEvent.setup();
    answers.result = { ...answers.result, resultCode: '3001', userCi: '' };
    const { onComplete } = renderModal();
    await chooseTossAndAgree(user);
    await user.click(screen.getByRole('button', { name: '인증 요청' }));
    await user.click(await screen.findByRole('button', { name: '인증 완료' }));
    expect(await within(modal()).findByText(textOf(messages.simpleAuthInvalid))).toBeTruthy();
    expect(within(modal()).getByText(i18n._(simpleAuthTexts.pendingHint))).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the request in the alert (spec §8) and stays on step 1', async () => {
    const user = userEvent.setup();
    stubCalls({ requestSimpleAuth: () => refusal(4290, textOf(messages.tooManyRequests)) });
    const { onComplete } = renderModal();
    await chooseTossAndAgree(user);
    await user.click(screen.getByRole('button', { name: '인증 요청' }));
    await vi.waitFor(() =>
      expect(modalStack.get().map((entry) => entry.message)).toEqual([textOf(messages.tooManyRequests)]),
    );
    expect(screen.getByRole('button', { name: '인증 요청' })).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
  });
});
