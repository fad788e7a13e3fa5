import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_RANDOM_STRING_LENGTH,
  BANNER_PAGE_SIZE,
  CHUNK_LOAD_TIMEOUT_MS,
  EVENT_CAROUSEL_AUTOPLAY_MS,
  EVENT_CAROUSEL_TRANSITION_MS,
  HOME_EVENT_LIMIT,
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LOGOUT_SECONDS,
  MAIN_BANNER_AUTOPLAY_MS,
  MOBILE_PLAN_CAROUSEL_AUTOPLAY_MS,
  MOBILE_PLAN_CAROUSEL_MAX_WIDTH,
  PLAN_CAROUSEL_SINGLE_SLIDE_BELOW_WIDTH,
  PLAN_CAROUSEL_SLIDES,
  POPUP_WINDOW_HEIGHT,
  POPUP_WINDOW_WIDTH,
  RECENT_SEARCH_MAX,
  SPINNER_HIDE_DELAY_MS,
  THUMBNAIL_STRIP_SIZE,
  USIM_PRICES,
  WIN_POPUP_TYPES,
} from './constants.ts';
import { bannerTypes, planSorts, simpleAuthProviders, usimKinds } from './enums.ts';

describe('§9 constants', () => {
  it.each([
    ['inactivity logout (s)', INACTIVITY_LOGOUT_SECONDS, 1200],
    ['inactivity check (ms)', INACTIVITY_CHECK_INTERVAL_MS, 1000],
    ['chunk load timeout (ms)', CHUNK_LOAD_TIMEOUT_MS, 120000],
    ['spinner hide delay (ms)', SPINNER_HIDE_DELAY_MS, 100],
    ['recent searches', RECENT_SEARCH_MAX, 10],
    ['account random string', ACCOUNT_RANDOM_STRING_LENGTH, 12],
    ['banner page size', BANNER_PAGE_SIZE, 10],
    ['home events', HOME_EVENT_LIMIT, 4],
    ['main banner autoplay (ms)', MAIN_BANNER_AUTOPLAY_MS, 5000],
    ['event carousel autoplay (ms)', EVENT_CAROUSEL_AUTOPLAY_MS, 5000],
    ['event carousel transition (ms)', EVENT_CAROUSEL_TRANSITION_MS, 500],
    ['mobile plan carousel autoplay (ms)', MOBILE_PLAN_CAROUSEL_AUTOPLAY_MS, 3000],
    ['mobile plan carousel max width', MOBILE_PLAN_CAROUSEL_MAX_WIDTH, 744],
    ['plan carousel slides', PLAN_CAROUSEL_SLIDES, 3],
    ['plan carousel single slide below', PLAN_CAROUSEL_SINGLE_SLIDE_BELOW_WIDTH, 1024],
    ['thumbnail strip', THUMBNAIL_STRIP_SIZE, 4],
    ['popup window width', POPUP_WINDOW_WIDTH, 400],
    ['popup window height', POPUP_WINDOW_HEIGHT, 620],
  ])('%s = %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['NFC', 4400],
    ['NORMAL', 0],
    ['ONECHIP', 8800],
    ['ESIM', 2200],
    ['NORMAL_TEST', 4400],
  ] as const)('SIM %s costs %d won', (kind, price) => {
    expect(USIM_PRICES[kind]).toBe(price);
  });

  it('prices every SIM kind and lists the spec enumerations', () => {
    expect(Object.keys(USIM_PRICES).sort()).toEqual([...usimKinds].sort());
    expect(WIN_POPUP_TYPES).toEqual([1, 3, 6]);
    expect(simpleAuthProviders).toEqual(['NAVER', 'PASS', 'KB', 'TOSS']);
    expect(bannerTypes).toEqual(['MAIN', 'ADS', 'TIP', 'POPUP']);
    expect(planSorts).toEqual(['RECOMMEND', 'DATA_ROW', 'DATA_HIGH', 'AMOUNT_ROW', 'AMOUNT_HIGH']);
  });
});
