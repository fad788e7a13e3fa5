import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptSafeJson, sessionHintOf } from './page-markup.ts';

describe('the session hint a request carries', () => {
  it.each([
    [undefined, 'none'],
    ['', 'none'],
    ['session-hint=greeting', 'greeting'],
    ['theme=dark; session-hint=signed-in; other=1', 'signed-in'],
    ['session-hint=none', 'none'],
    ['session-hint=admin', 'none'],
    ['session-hint=', 'none'],
    ['my-session-hint=greeting', 'none'],
  ])('reads %j as %s', (cookie, hint) => {
    expect(sessionHintOf(cookie)).toBe(hint);
  });
});

describe('data and text written into a page', () => {
  it('keeps JSON from closing its script element or opening a comment', () => {
    const written = scriptSafeJson({ text: '</script><!--&\u2028\u2029' });
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual({ text: '</script><!--&\u2028\u2029' });
  });

  it.each([
    ['요금제 <5G> & "데이터"', '요금제 &lt;5G&gt; &amp; &quot;데이터&quot;'],
    ["it's", 'it&#39;s'],
    ['평범한 글', '평범한 글'],
  ])('escapes %j as %j', (text, escaped) => {
    expect(escapeHtml(text)).toBe(escaped);
  });
});
