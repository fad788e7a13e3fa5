import { renderHook } from '@testing-library/react';
import { latestEventLink, messages, textOf } from '@mvno/contract';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modalStack } from '../../../shared/modal/modal-store.ts';
import { setAppCommandTransport } from '../../../shared/native/native-app.ts';
import { stubCalls } from '../../../test/stub-calls.ts';
import { bannerTargetOf, useFollowBanner } from './use-follow-banner.ts';

const origin = 'https://www.baromobile.example';
/** A banner's click, counted as the server counts it. */
const clickBanner = () => ({ bannerNo: 1, clickCount: 1 });
const banner = (link: string, linkMoveType: 'S' | 'P' = 'S') => ({ bannerNo: 1, link, linkMoveType });

describe('bannerTargetOf (spec §7 banner link handling)', () => {
  it('navigates inside the site for own paths and same-origin addresses', () => {
    expect(bannerTargetOf(banner('/event/3'), origin)).toEqual({ kind: 'route', to: '/event/3' });
    expect(bannerTargetOf(banner(`${origin}/plan/7?from=main#top`), origin)).toEqual({
      kind: 'route',
      to: '/plan/7?from=main#top',
    });
  });

  it("navigates inside the site for links to the site's public address, whatever address the page has", () => {
    const lanOrigin = 'http://192.168.0.20:8080';
    expect(bannerTargetOf(banner(`${origin}/plan/7`), lanOrigin, origin)).toEqual({
      kind: 'route',
      to: '/plan/7',
    });
    expect(bannerTargetOf(banner('https://partner.example/promo'), lanOrigin, origin).kind).toBe('location');
  });

  it('changes the location for other sites, and opens a new window for popup links', () => {
    expect(bannerTargetOf(banner('https://partner.example/promo'), origin)).toEqual({
      kind: 'location',
      url: 'https://partner.example/promo',
    });
    expect(bannerTargetOf(banner('//partner.example/promo'), origin).kind).toBe('location');
    expect(bannerTargetOf(banner('/event/3', 'P'), origin)).toEqual({
      kind: 'window',
      url: `${origin}/event/3`,
    });
  });

  it('does nothing for an empty link or a non-web scheme', () => {
    expect(bannerTargetOf(banner(''), origin)).toEqual({ kind: 'none' });
    expect(bannerTargetOf(banner('   '), origin)).toEqual({ kind: 'none' });
    expect(bannerTargetOf(banner('javascript:alert(1)'), origin)).toEqual({ kind: 'none' });
    expect(bannerTargetOf(banner('javascript:alert(1)', 'P'), origin)).toEqual({ kind: 'none' });
  });
});

describe('useFollowBanner', () => {
  function follow(link: string, linkMoveType: 'S' | 'P', isApp: boolean) {
    const { result } = renderHook(() => useFollowBanner(isApp), { wrapper: MemoryRouter });
    result.current(banner(link, linkMoveType));
  }

  let commands: string[] = [];
  const openWindow = vi.fn<typeof window.open>(() => null);
  beforeEach(() => {
    commands = [];
    setAppCommandTransport((url) => commands.push(url));
    stubCalls({ clickBanner });
    openWindow.mockClear();
    vi.stubGlobal('open', openWindow);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens a popup-type link in a new window on the web', () => {
    follow('https://partner.example/promo', 'P', false);
    expect(openWindow).toHaveBeenCalledWith('https://partner.example/promo', '_blank', 'noopener');
    expect(commands).toEqual([]);
  });

  it('opens a popup-type link in the phone’s browser through the app bridge inside the app', () => {
    follow('https://partner.example/promo', 'P', true);
    expect(openWindow).not.toHaveBeenCalled();
    expect(commands).toEqual([
      `baromobile://openBrowser?url=${encodeURIComponent('https://partner.example/promo')}`,
    ]);
  });
});

describe('a popup to the newest event of a type (spec §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    modalStack.set([]);
  });

  function followLatest() {
    const { result } = renderHook(() => ({ follow: useFollowBanner(false), location: useLocation() }), {
      wrapper: ({ children }) => <MemoryRouter initialEntries={['/main']}>{children}</MemoryRouter>,
    });
    result.current.follow(banner(latestEventLink('NAVER_PAY')));
    return result;
  }

  it('asks for the newest running NAVER_PAY event and opens it', async () => {
    const requests = stubCalls({
      clickBanner,
      findEvents: () => ({
        list: [
          {
            eventNo: 42,
            title: '네이버페이로 첫 달 요금 내면 최대 1만 원',
            summary: '',
            eventType: 'NAVER_PAY',
            mainImageUrl: '',
            mainImageUrlMo: '',
            imageWidth: 600,
            imageHeight: 400,
            useFlag: 'Y',
            mainFlag: 'N',
            drawContents: '',
            startDate: '2026-11-01',
            endDate: '2026-12-31',
          },
        ],
        totalCount: 1,
      }),
    });
    const result = followLatest();
    await vi.waitFor(() => expect(result.current.location.pathname).toBe('/event/42'));
    const asked = requests.find((request) => request.path.startsWith('/event?'));
    expect(new URLSearchParams(asked?.path.split('?')[1])).toEqual(
      new URLSearchParams('page=1&limit=1&isUser=true&useFlag=Y&eventType=NAVER_PAY&status=ONGOING'),
    );
  });

  it('says there is no event to go to, in the spec’s words, and stays', async () => {
    stubCalls({ clickBanner, findEvents: () => ({ list: [], totalCount: 0 }) });
    const result = followLatest();
    await vi.waitFor(() =>
      expect(modalStack.get().map((entry) => entry.message)).toEqual([textOf(messages.noEventToMove)]),
    );
    expect(result.current.location.pathname).toBe('/main');
  });
});
