import { describe, expect, it } from 'vitest';
import { bannerTargetOf } from './use-follow-banner.ts';

const origin = 'https://www.baromobile.example';
const banner = (link: string, linkMoveType: 'S' | 'P' = 'S') => ({ bannerNo: 1, link, linkMoveType });

describe('bannerTargetOf (spec §7 banner link handling)', () => {
  it('navigates inside the site for own paths and same-origin addresses', () => {
    expect(bannerTargetOf(banner('/event/3'), origin)).toEqual({ kind: 'route', to: '/event/3' });
    expect(bannerTargetOf(banner(`${origin}/plan/7?from=main#top`), origin)).toEqual({
      kind: 'route',
      to: '/plan/7?from=main#top',
    });
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
