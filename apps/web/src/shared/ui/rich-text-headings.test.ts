import { describe, expect, it } from 'vitest';
import { rebaseHeadings } from './rich-text-headings.ts';

describe('rebaseHeadings', () => {
  it.each([
    [
      'h3 sections under a page h1',
      '<h3>제1조</h3><p>본문</p><h3>제2조</h3>',
      2,
      '<h2>제1조</h2><p>본문</p><h2>제2조</h2>',
    ],
    [
      'h3 and h4 keep their step',
      '<h3 class="a">참여 방법</h3><h4>유의 사항</h4>',
      2,
      '<h2 class="a">참여 방법</h2><h3>유의 사항</h3>',
    ],
    ['h2 under a dialog’s h3', '<h2>안내</h2>', 4, '<h4>안내</h4>'],
    ['levels past h6 stay h6', '<h1>가</h1><h3>나</h3>', 5, '<h5>가</h5><h6>나</h6>'],
    ['already at the level', '<h2>가</h2>', 2, '<h2>가</h2>'],
    ['no headings', '<p>h3 글자와 <strong>강조</strong></p>', 2, '<p>h3 글자와 <strong>강조</strong></p>'],
    [
      'tags that only start like headings',
      '<header><hr><h3>가</h3></header>',
      2,
      '<header><hr><h2>가</h2></header>',
    ],
  ] as const)('%s', (_name, html, top, expected) => {
    expect(rebaseHeadings(html, top)).toBe(expected);
  });
});
