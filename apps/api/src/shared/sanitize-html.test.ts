import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it.each([
    ['a script tag and its code', '<p>안내</p><script>alert(1)</script>', '<p>안내</p>'],
    ['an on* handler', '<p onclick="steal()">안내</p>', '<p>안내</p>'],
    ['an onerror image', '<p>안내<img src="x" onerror="steal()"></p>', '<p>안내</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">보기</a>', '<a>보기</a>'],
    ['a javascript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">보기</a>', '<a>보기</a>'],
    ['a style attribute', '<p style="color:red">안내</p>', '<p>안내</p>'],
    ['an iframe', '<p>안내</p><iframe src="https://evil.example"></iframe>', '<p>안내</p>'],
    ['a protocol-relative link', '<a href="//evil.example">보기</a>', '<a>보기</a>'],
  ])('removes %s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it.each([
    ['paragraphs with emphasis', '<p><strong>굵게</strong> <em>기울임</em><br />다음 줄</p>'],
    ['lists', '<ul><li>하나</li></ul><ol><li>둘</li></ol>'],
    ['headings', '<h3>제목</h3><h4>소제목</h4>'],
    ['an https link', '<a href="https://www.baromobile.example/plan">요금제 보기</a>'],
    ['a tel link', '<a href="tel:1600-2580">1600-2580</a>'],
    ['a table', '<table><thead><tr><th>구분</th></tr></thead><tbody><tr><td>5G</td></tr></tbody></table>'],
  ])('keeps %s', (_name, input) => {
    expect(sanitizeHtml(input)).toBe(input);
  });
});
