import { afterEach, describe, expect, it, vi } from 'vitest';
import { setClientConfig } from '../client-config.ts';
import { defaultClientConfig } from '../../test/client-config.ts';
import {
  cancelPopup,
  openPopup,
  popupFeatures,
  receivePopupMessage,
  reportToOpener,
} from './popup-handshake.ts';

function fakePopup() {
  return { close: vi.fn() };
}

function openWith(callbackName: string, popup = fakePopup(), url = '/mobil-card/auth?authReqTrdNo=k') {
  const open = vi.fn(() => popup);
  vi.stubGlobal('open', open);
  const callback = vi.fn();
  const isOpen = openPopup(url, callbackName, callback);
  return { popup, open, callback, isOpen };
}

const ownOrigin = window.location.origin;

afterEach(() => {
  cancelPopup('identityCallback');
  cancelPopup('paymentCallback');
  vi.unstubAllGlobals();
});

describe('the popup handshake (spec §2.4)', () => {
  it('opens a named 400×620 window at the address', () => {
    const { open, isOpen } = openWith('identityCallback');
    expect(isOpen).toBe(true);
    expect(open).toHaveBeenCalledWith('/mobil-card/auth?authReqTrdNo=k', 'identityCallback', popupFeatures());
    expect(popupFeatures()).toMatch(/^popup=yes,width=400,height=620,left=\d+,top=\d+$/);
  });

  it('closes the popup and hands the params to the stored callback when the source matches', () => {
    const { popup, callback } = openWith('identityCallback');
    const answered = receivePopupMessage({
      origin: ownOrigin,
      data: { source: 'identityCallback', params: { authReqTrdNo: 'k', ci: 'CI' } },
    });
    expect(answered).toBe(true);
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith({ authReqTrdNo: 'k', ci: 'CI' });
  });

  it('answers a popup once: a repeated message does nothing', () => {
    const { callback } = openWith('identityCallback');
    const message = { origin: ownOrigin, data: { source: 'identityCallback', params: {} } };
    expect(receivePopupMessage(message)).toBe(true);
    expect(receivePopupMessage(message)).toBe(false);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example', data: { source: 'identityCallback', params: {} } }],
    ['another source', { origin: ownOrigin, data: { source: 'paymentCallback', params: {} } }],
    ['no source', { origin: ownOrigin, data: { params: {} } }],
    [
      'params that are not text',
      { origin: ownOrigin, data: { source: 'identityCallback', params: { a: 1 } } },
    ],
    ['a plain string', { origin: ownOrigin, data: 'identityCallback' }],
  ])('ignores a message from %s', (_case, event) => {
    const { popup, callback } = openWith('identityCallback');
    expect(receivePopupMessage(event)).toBe(false);
    expect(popup.close).not.toHaveBeenCalled();
    expect(callback).not.toHaveBeenCalled();
  });

  it('takes the report of a popup opened at another host (a configured address) from that host only', () => {
    const { callback } = openWith('identityCallback', fakePopup(), 'https://auth.example.kr/request?x=1');
    const payment = openWith('paymentCallback');
    const fromAuthHost = (source: string) =>
      receivePopupMessage({ origin: 'https://auth.example.kr', data: { source, params: { ok: 'Y' } } });
    expect(fromAuthHost('paymentCallback')).toBe(false);
    expect(payment.callback).not.toHaveBeenCalled();
    expect(fromAuthHost('identityCallback')).toBe(true);
    expect(callback).toHaveBeenCalledWith({ ok: 'Y' });
  });

  it('keeps each waiting name to its own popup', () => {
    const identity = openWith('identityCallback');
    const payment = openWith('paymentCallback');
    receivePopupMessage({ origin: ownOrigin, data: { source: 'paymentCallback', params: { tid: 'T1' } } });
    expect(payment.callback).toHaveBeenCalledWith({ tid: 'T1' });
    expect(payment.popup.close).toHaveBeenCalled();
    expect(identity.callback).not.toHaveBeenCalled();
    expect(identity.popup.close).not.toHaveBeenCalled();
  });

  it('says so when the browser blocks the popup, and waits for nothing', () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const callback = vi.fn();
    expect(openPopup('/x', 'identityCallback', callback)).toBe(false);
    receivePopupMessage({ origin: ownOrigin, data: { source: 'identityCallback', params: {} } });
    expect(callback).not.toHaveBeenCalled();
  });

  it('closes the popup when the page gives up waiting', () => {
    const { popup, callback } = openWith('identityCallback');
    cancelPopup('identityCallback');
    expect(popup.close).toHaveBeenCalled();
    receivePopupMessage({ origin: ownOrigin, data: { source: 'identityCallback', params: {} } });
    expect(callback).not.toHaveBeenCalled();
  });

  it('reaches the page through a real message event', async () => {
    const { callback } = openWith('identityCallback');
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: ownOrigin,
        data: { source: 'identityCallback', params: { authSeq: 'A1' } },
      }),
    );
    await vi.waitFor(() => expect(callback).toHaveBeenCalledWith({ authSeq: 'A1' }));
  });
});

describe('reportToOpener (inside the popup)', () => {
  it('posts the source and params to the opener, for our own origin only', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { postMessage });
    expect(reportToOpener('mobilCardAuth', { authReqTrdNo: 'k' })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'mobilCardAuth', params: { authReqTrdNo: 'k' } },
      ownOrigin,
    );
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it("also posts to the site's configured origin, when the popup is served from another host", () => {
    setClientConfig({ ...defaultClientConfig, siteUrl: 'https://www.baromobile.example' });
    const postMessage = vi.fn<(message: unknown, targetOrigin: string) => void>();
    vi.stubGlobal('opener', { postMessage });
    reportToOpener('mobilCardAuth', { authReqTrdNo: 'k' });
    expect(postMessage.mock.calls.map(([, origin]) => origin)).toEqual([
      ownOrigin,
      'https://www.baromobile.example',
    ]);
  });

  it('says so when the page was not opened as a popup', () => {
    vi.stubGlobal('opener', null);
    expect(reportToOpener('mobilCardAuth', { authReqTrdNo: 'k' })).toBe(false);
  });
});
