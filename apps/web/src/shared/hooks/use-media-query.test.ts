import { describe, expect, it } from 'vitest';
import { matchesAtWidth } from './use-media-query.ts';

describe('a media query at the width a page is drawn for', () => {
  it.each([
    ['(max-width: 744px)', 390, true],
    ['(max-width: 744px)', 744, true],
    ['(max-width: 744px)', 1280, false],
    ['(min-width: 1024px)', 1280, true],
    ['(min-width: 1024px)', 390, false],
    ['(min-width: 745px) and (max-width: 1023px)', 800, true],
    ['(min-width: 745px) and (max-width: 1023px)', 1280, false],
    ['(prefers-reduced-motion: reduce)', 390, false],
    ['(min-width: 1024px) and (hover: hover)', 1280, false],
    ['screen', 1280, false],
  ])('%s at %i px: %s', (query, width, matches) => {
    expect(matchesAtWidth(query, width)).toBe(matches);
  });
});
