import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_CARD_CALLBACK_NAME, MOBILE_CARD_RESULT_URL } from '@mvno/contract';
import { setClientConfig } from '../../../shared/client-config.ts';
import { cancelPopup, receivePopupMessage } from '../../../shared/popup/popup-handshake.ts';
import { defaultClientConfig } from '../../../test/client-config.ts';
import { stubCalls } from '../../../test/stub-calls.ts';
import {
  findMobileCardUser,
  mobileCardPopupUrl,
  openMobileCardPopup,
  requestMobileCardAuth,
} from './mobile-card-auth.ts';

const start = {
  authReqTrdNo: 'REQ+/1',
  phoneNo: '01048261357',
  authResultUrl: MOBILE_CARD_RESULT_URL,
  mac: 'M&C=',
  agent: 'SANDBOX',
};

afterEach(() => {
  cancelPopup(MOBILE_CARD_CALLBACK_NAME);
  vi.unstubAllGlobals();
});

const report = (authReqTrdNo: string) =>
  receivePopupMessage({
    origin: window.location.origin,
    data: { source: MOBILE_CARD_CALLBACK_NAME, params: { authReqTrdNo } },
  });

describe('mobile card auth, the opening page', () => {
  it('requests through the server and reads the member with the key', async () => {
    const requests = stubCalls({
      requestMobileCardAuth: () => start,
      findMobileCardUser: () => ({
        authReqTrdNo: 'REQ+/1',
        resultCode: '3001',
        userName: '',
        userBirth: '',
        userPhone: '',
        userCi: '',
      }),
    });
    await requestMobileCardAuth({ userName: '이민준', userPhone: '010-4826-1357', userBirth: '19900101' });
    await findMobileCardUser('REQ+/1');
    expect(requests.map((request) => [request.method, request.path])).toEqual([
      ['POST', '/third-party/mobil-card/auth/request'],
      ['GET', '/third-party/mobil-card/user?authReqTrdNo=REQ%2B%2F1'],
    ]);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      userName: '이민준',
      userPhone: '010-4826-1357',
      userBirth: '19900101',
    });
  });

  it('puts all five values in the popup address, encoded', () => {
    const url = new URL(mobileCardPopupUrl(start));
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/mobil-card/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual(start);
  });

  it('opens the configured authentication address (spec §3), keeping its own query', () => {
    setClientConfig({
      ...defaultClientConfig,
      authPopupUrl: 'https://auth.baromobile.example/card/auth?site=baro',
    });
    const url = new URL(mobileCardPopupUrl(start));
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.baromobile.example/card/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({ site: 'baro', ...start });
  });

  it('opens the popup and answers only the report for its own request', () => {
    const popup = { close: vi.fn() };
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    const onApproved = vi.fn();
    expect(openMobileCardPopup(start, onApproved)).toBe(true);
    expect(open).toHaveBeenCalledWith(
      mobileCardPopupUrl(start),
      MOBILE_CARD_CALLBACK_NAME,
      expect.any(String),
    );

    report('SOMEONE-ELSE');
    expect(onApproved).not.toHaveBeenCalled();

    openMobileCardPopup(start, onApproved);
    report('REQ+/1');
    expect(onApproved).toHaveBeenCalledWith('REQ+/1');
    expect(popup.close).toHaveBeenCalled();
  });
});
