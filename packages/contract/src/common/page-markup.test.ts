import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  isPartnerLayoutOf,
  plainTextOf,
  scriptSafeJson,
  sessionHintOf,
  shortenedText,
} from './page-markup.ts';

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

describe('the text of staff-written HTML', () => {
  it.each([
    ['<p>유심을 <strong>바꿔</strong> 주세요.</p>', '유심을 바꿔 주세요.'],
    ['<h3>제1조</h3>\n<p>목적</p>', '제1조 목적'],
    [
      '요금 &lt;5GB&gt; &amp; 통화 &quot;무제한&quot; &#39;추천&#39;&nbsp;요금제',
      '요금 <5GB> & 통화 "무제한" \'추천\' 요금제',
    ],
    ['&copy; 그대로', '&copy; 그대로'],
    ['  <br>  ', ''],
  ])('%j reads %j', (html, text) => {
    expect(plainTextOf(html)).toBe(text);
  });

  it.each([
    ['짧은 글', 10, '짧은 글'],
    ['열 글자까지 딱 맞아요', 12, '열 글자까지 딱 맞아요'],
    ['데이터 쉐어링을 쓸 수 있나요', 8, '데이터 쉐어링…'],
    ['데이터 쉐어링을 쓸 수 있나요', 5, '데이터…'],
  ])('%j cut to %i is %j', (text, maxLength, shortened) => {
    expect(shortenedText(text, maxLength)).toBe(shortened);
    expect(shortenedText(text, maxLength).length).toBeLessThanOrEqual(maxLength);
  });
});
