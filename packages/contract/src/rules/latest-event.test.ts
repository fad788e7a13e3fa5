import { describe, expect, it } from 'vitest';
import { latestEventLink, latestEventTypeOf } from './latest-event.ts';

describe('latest-event links', () => {
  it('writes the link a popup stores', () => {
    expect(latestEventLink('NAVER_PAY')).toBe('/event?eventType=NAVER_PAY&latest=Y');
  });

  it.each([
    ['/event?eventType=NAVER_PAY&latest=Y', 'NAVER_PAY'],
    ['/event?latest=Y&eventType=DRAW', 'DRAW'],
    ['/event?eventType=NAVER_PAY', undefined],
    ['/event?eventType=LOTTERY&latest=Y', undefined],
    ['/event/3?eventType=NAVER_PAY&latest=Y', undefined],
    ['/plan?latest=Y', undefined],
  ])('reads %s as %s', (path, eventType) => {
    expect(latestEventTypeOf(path)).toBe(eventType);
  });
});
