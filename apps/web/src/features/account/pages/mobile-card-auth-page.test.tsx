import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_CARD_RESULT_URL } from '@mvno/contract';
import { refusal, stubCalls } from '../../../test/stub-calls.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import MobileCardAuthPage, { mobileCardTexts } from './mobile-card-auth-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const validQuery = {
  authReqTrdNo: 'REQ123',
  phoneNo: '01048261357',
  authResultUrl: MOBILE_CARD_RESULT_URL,
  mac: 'MAC',
  agent: 'SANDBOX',
};

function renderPopup(query: Record<string, string> = validQuery) {
  const search = new URLSearchParams(query).toString();
  return renderRoute(`/mobil-card/auth?${search}`, '/mobil-card/auth', MobileCardAuthPage);
}

const member = (resultCode: string) => ({
  authReqTrdNo: 'REQ123',
  resultCode,
  userName: '이민준',
  userBirth: '19900101',
  userPhone: '01048261357',
  userCi: resultCode === '0000' ? 'CI' : '',
});

const approveButton = () => screen.getByRole('button', { name: '승인 완료' });

describe('/mobil-card/auth, the mobile card popup', () => {
  it.each([
    ['no query at all', {}],
    ['a missing mac', { ...validQuery, mac: '' }],
    ['a missing agent', { ...validQuery, agent: '' }],
    ['a result address that is not ours', { ...validQuery, authResultUrl: 'https://evil.example/collect' }],
  ])('refuses %s and calls nothing', async (_case, query) => {
    const requests = stubCalls({});
    renderPopup(query);
    expect(
      await screen.findByRole('heading', { level: 1, name: i18n._(mobileCardTexts.invalidTitle) }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '승인 완료' })).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('names the masked phone the card app asked, and lists the steps', async () => {
    stubCalls({});
    renderPopup();
    expect(await screen.findByRole('heading', { level: 1, name: '카드 본인확인' })).toBeTruthy();
    expect(screen.getByText('010-****-1357')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('reports the request key to the opener once the card app approved', async () => {
    const user = userEvent.setup();
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { postMessage });
    const requests = stubCalls({ findMobileCardUser: () => member('0000') });
    renderPopup();
    await user.click(await screen.findByRole('button', { name: '승인 완료' }));
    expect(requests.map((request) => request.path)).toEqual([
      '/third-party/mobil-card/user?authReqTrdNo=REQ123',
    ]);
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'mobilCardAuth', params: { authReqTrdNo: 'REQ123' } },
      window.location.origin,
    );
    expect(approveButton()).toHaveProperty('disabled', true);
  });

  it('tells the person to go back when the popup was opened without a page', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('opener', null);
    stubCalls({ findMobileCardUser: () => member('0000') });
    renderPopup();
    await user.click(await screen.findByRole('button', { name: '승인 완료' }));
    expect((await screen.findByRole('status')).textContent).toBe(i18n._(mobileCardTexts.noOpener));
  });

  it.each([
    ['not approved yet (3001): ask again', '3001', mobileCardTexts.pending, false],
    ['declined in the card app (2001): start over', '2001', mobileCardTexts.declined, true],
  ])('%s', async (_case, resultCode, text, isDone) => {
    const user = userEvent.setup();
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { postMessage });
    stubCalls({ findMobileCardUser: () => member(resultCode) });
    renderPopup();
    await user.click(await screen.findByRole('button', { name: '승인 완료' }));
    expect((await screen.findByRole('alert')).textContent).toBe(i18n._(text));
    expect(approveButton()).toHaveProperty('disabled', isDone);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it("shows the server's message when the request is unknown or expired", async () => {
    const user = userEvent.setup();
    stubCalls({
      findMobileCardUser: () => refusal(2, '인증 요청 시간이 지났습니다. 처음부터 다시 인증해 주세요.'),
    });
    renderPopup();
    await user.click(await screen.findByRole('button', { name: '승인 완료' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '인증 요청 시간이 지났습니다. 처음부터 다시 인증해 주세요.',
    );
  });

  it('closes itself on cancel', async () => {
    const user = userEvent.setup();
    const close = vi.fn();
    vi.stubGlobal('close', close);
    stubCalls({});
    renderPopup();
    await user.click(await screen.findByRole('button', { name: '취소' }));
    expect(close).toHaveBeenCalled();
  });
});
