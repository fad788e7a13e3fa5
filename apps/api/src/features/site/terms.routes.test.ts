import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  messages,
  type TermsDocument,
  termsDocumentSchema,
  termsTypeLabels,
  envelopeSchema,
  termsTypeListSchema,
  termsTypes,
  textOf,
} from '@mvno/contract';
import { insertTerms, termsSeedsOf } from '../../seed/terms.ts';
import { sanitizeHtml } from '../../shared/sanitize-html.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { readEntity } from '../../test/read-entity.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';

// Noon in Seoul on 2026-11-24: the privacy policy's announced revision takes effect on 2026-12-01. Answers are
// kept for a minute, as in production, so a test that sees a change sees it through the cache's invalidation.
const clock = createManualClock(new Date('2026-11-24T12:00:00+09:00'));
const testApp = useTestApp({ CATALOGUE_CACHE_SECONDS: '60' }, { clock });

const read = <T extends z.ZodType>(url: string, entity: T) => readEntity(testApp.app, url, entity);
const readTerms = (query: string) => read(`/api/site/terms?${query}`, termsDocumentSchema);
const seeds = termsSeedsOf(clock.now());
const seedOf = (document: TermsDocument) =>
  seeds.find((seed) => seed.type === document.type && seed.version === document.version);

describe('GET site/terms/type', () => {
  it('lists the eleven types in the spec’s order, each with its label and the version in force', async () => {
    const entity = await read('/api/site/terms/type', termsTypeListSchema);
    expect(entity.totalCount).toBe(11);
    expect(entity.list.map((item) => item.type)).toEqual([...termsTypes]);
    expect(entity.list.map((item) => item.label)).toEqual(
      termsTypes.map((type) => textOf(termsTypeLabels[type], 'ko')),
    );
    // In English for a caller who reads it, kept apart from the Korean answer.
    const english = await testApp.app.inject({
      method: 'GET',
      url: '/api/site/terms/type',
      headers: { 'accept-language': 'en' },
    });
    expect(envelopeSchema(termsTypeListSchema).parse(english.json()).entity.list[2]?.label).toBe(
      'Privacy policy',
    );
    const byType = new Map(entity.list.map((item) => [item.type, item.current]));
    expect(byType.get('TERMS_SERVICE')).toMatchObject({ version: 'v2.0', effectiveDate: '2026-06-15' });
    // The revision of 2026-12-01 is announced, not in force.
    expect(byType.get('PRIVACY')).toMatchObject({ version: 'v2.0', effectiveDate: '2026-03-23' });
    expect(entity.list.every((item) => item.current !== null)).toBe(true);
  });
});

describe('GET site/terms', () => {
  it('gives the version in force, its text as stored and every version newest first', async () => {
    const privacy = await readTerms('type=PRIVACY');
    expect(privacy).toMatchObject({
      type: 'PRIVACY',
      title: '개인정보 처리방침',
      version: 'v2.0',
      effectiveDate: '2026-03-23',
      endDate: '2026-11-30',
      state: 'current',
    });
    expect(privacy.content).toBe(sanitizeHtml(seedOf(privacy)?.content ?? ''));
    expect(privacy.content).toContain('<h3>제1조 (개인정보의 처리 목적)</h3>');
    expect(
      privacy.versions.map(({ version, effectiveDate, endDate, state }) => [
        version,
        effectiveDate,
        endDate,
        state,
      ]),
    ).toEqual([
      ['v3.0', '2026-12-01', null, 'upcoming'],
      ['v2.0', '2026-03-23', '2026-11-30', 'current'],
      ['v1.0', '2025-07-01', '2026-03-22', 'previous'],
    ]);
  });

  it('shows the announced version, marked upcoming, with its own text', async () => {
    const current = await readTerms('type=PRIVACY');
    const upcoming = current.versions.find((version) => version.state === 'upcoming');
    const document = await readTerms(`type=PRIVACY&termsNo=${upcoming?.termsNo ?? 0}`);
    expect(document).toMatchObject({ version: 'v3.0', effectiveDate: '2026-12-01', state: 'upcoming' });
    expect(document.content).toContain('이벤트 종료 후 6개월');
    expect(document.content).toContain('2026년 12월 1일부터 적용됩니다');
    expect(current.content).not.toContain('이벤트 종료 후 6개월');
    expect(document.versions).toEqual(current.versions);
  });

  it('reads an older version of the terms of service', async () => {
    const current = await readTerms('type=TERMS_SERVICE');
    expect(current).toMatchObject({ version: 'v2.0', state: 'current', endDate: null });
    const older = current.versions.find((version) => version.version === 'v1.0');
    const document = await readTerms(`type=TERMS_SERVICE&termsNo=${older?.termsNo ?? 0}`);
    expect(document).toMatchObject({
      version: 'v1.0',
      effectiveDate: '2025-07-01',
      endDate: '2026-06-14',
      state: 'previous',
    });
    expect(document.content).toContain('우편 청구서는 월 500원의 발송비가 듭니다.');
    expect(current.content).not.toContain('우편 청구서는 월 500원');
  });

  it.each(termsTypes)('has a readable document of several articles for %s', async (type) => {
    const document = await readTerms(`type=${type}`);
    expect(document.type).toBe(type);
    expect(document.state).toBe('current');
    expect(document.content.match(/<h3>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  });

  it('answers not found for a version of another type, and for one that does not exist', async () => {
    const privacy = await readTerms('type=PRIVACY');
    for (const query of [`type=TERMS_SERVICE&termsNo=${privacy.termsNo}`, 'type=PRIVACY&termsNo=999999']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/site/terms?${query}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 4040, message: textOf(messages.notFound), entity: null });
    }
  });

  it.each([
    ['', 'type'],
    ['type=COOKIE', 'type'],
    ['type=privacy', 'type'],
    ['type=PRIVACY&termsNo=0', 'termsNo'],
    ['type=PRIVACY&termsNo=abc', 'termsNo'],
    ['type=PRIVACY&termsNo=2147483648', 'termsNo'],
  ])('refuses "%s" in Korean, naming %s', async (query, field) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/site/terms?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: textOf(messages.invalidInput(field)),
      entity: null,
    });
  });

  it('stores a new version without its scripts, and shows it at once in place of the kept answer', async () => {
    const before = await readTerms('type=MARKETING');
    await insertTerms(testApp.database.db, [
      {
        type: 'MARKETING',
        title: '마케팅 정보 수신 동의',
        version: 'v1.1',
        effectiveDate: '2026-11-20',
        content:
          '<h3 onclick="steal()">제1조 (목적)</h3><script>steal()</script><p>새 혜택 소식을 보내 드려요. <a href="javascript:steal()">자세히</a></p><img src="https://tracker.example/p.gif">',
      },
    ]);
    await expect
      .poll(async () => (await readTerms('type=MARKETING')).version, { timeout: 3000, interval: 50 })
      .toBe('v1.1');
    const document = await readTerms('type=MARKETING');
    expect(document.content).toBe('<h3>제1조 (목적)</h3><p>새 혜택 소식을 보내 드려요. <a>자세히</a></p>');
    expect(document.versions.map((version) => [version.version, version.state])).toEqual([
      ['v1.1', 'current'],
      ['v1.0', 'previous'],
    ]);
    expect(before.version).toBe('v1.0');
  });
});

describe('the version in force', () => {
  it('changes at midnight in Seoul, even while answers are kept', async () => {
    const midnightClock = createManualClock(new Date('2026-06-14T23:59:30+09:00'));
    const app = await createTestApp({ CATALOGUE_CACHE_SECONDS: '3600' }, { clock: midnightClock });
    try {
      const readVersion = async () =>
        (await readEntity(app.app, '/api/site/terms?type=TERMS_SERVICE', termsDocumentSchema)).version;
      expect(await readVersion()).toBe('v1.0');
      midnightClock.advanceSeconds(60);
      expect(await readVersion()).toBe('v2.0');
    } finally {
      await app.close();
    }
  });
});
