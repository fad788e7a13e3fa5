import { describe, expect, it } from 'vitest';
import { escapeHtml, isPartnerLayoutOf, scriptSafeJson, sessionHintOf } from './page-markup.ts';

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

describe('a page drawn for a partner visit without header and footer (spec §1)', () => {
  it.each([
    ['?alliance=ALAC1026', undefined, true],
    ['alliance=ALAC1026&planNo=3', '', true],
    ['?alliance=ALSK2001', 'partner-layout=ALAC1026', false],
    ['', 'partner-layout=ALAC1026', true],
    ['?planNo=3', 'theme=dark; partner-layout=ALAC1026', true],
    ['?alliance=', 'partner-layout=ALAC1026', true],
    ['', 'partner-layout=ALSK2001', false],
    ['', 'my-partner-layout=ALAC1026', false],
    ['', undefined, false],
    ['?alliance=%41LAC1026', undefined, true],
    ['?alliance=%E0%A4%A', 'partner-layout=ALAC1026', true],
  ])('reads address %j with cookie %j as %s', (search, cookie, isPartnerLayout) => {
    expect(isPartnerLayoutOf(search, cookie)).toBe(isPartnerLayout);
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
