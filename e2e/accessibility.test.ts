import { afterAll, beforeAll, describe, it } from 'vitest';
import type { EventList } from '@mvno/contract';
import { readBoards, readEntity, readPlans } from './api.ts';
import { describeViolations, findSeriousViolations } from './support/axe.ts';
import { SCREEN_CHECK_TIMEOUT_MS } from './support/screen-checks.ts';
import { startSite, type Site } from './support/site.ts';

let site: Site;
let planPath: string;
let noticePath: string;
let eventPath: string;
beforeAll(async () => {
  site = await startSite();
  const plans = await readPlans(site.baseUrl, 'page=1&limit=1');
  planPath = `/plan/${plans.list[0]!.planNo}`;
  const notices = await readBoards(site.baseUrl, 'type=NOTICE&page=1&limit=1');
  noticePath = `/customer/notice/${notices.list[0]!.boardNo}`;
  const events = await readEntity<EventList>(site.baseUrl, '/event?eventType=DRAW&status=ENDED&limit=1');
  eventPath = `/event/${events.list[0]!.eventNo}`;
});
afterAll(() => site.close());

describe.concurrent('axe-core finds no serious or critical violation', () => {
  const pages = () => [
    '/main',
    '/plan',
    '/plan/all',
    planPath,
    '/add-service',
    '/add-service/all',
    '/plan/compare?planNo=1&planNo=2&planNo=3',
    '/event',
    '/event?status=ENDED',
    eventPath,
    '/preview',
    '/customer/notice',
    noticePath,
    '/customer/faq?searchWord=%EC%9C%A0%EC%8B%AC',
    '/search',
    '/search/mo',
    '/search/view?searchWord=%E3%84%B7%E3%85%87%E3%85%8C',
    '/search/view?searchWord=%EC%99%84%EC%A0%84%EB%AC%B4%EC%9E%AC%ED%95%9C',
    '/terms?type=PRIVACY',
    '/terms?type=THIRD_PARTY_PROVIDE',
    '/terms?type=COOKIE',
    '/no-such-page',
    '/user/login',
    '/user/login/simple',
    '/user/find',
    '/user/find/form',
    '/user/login/password',
    '/mobil-card/auth',
    '/customer/download',
    '/customer/inquiry',
  ];

  it.for(['phone', 'desktop'] as const)(
    'on every public screen (%s)',
    { timeout: SCREEN_CHECK_TIMEOUT_MS },
    async (viewport, { expect }) => {
      const page = await site.newPage(viewport, { reducedMotion: true });
      const failures: string[] = [];
      for (const path of pages()) {
        await page.goto(path, { waitUntil: 'networkidle' });
        // Main popups are modal; the page behind them is checked once they are closed.
        for (let tries = 0; tries < 5; tries += 1) {
          const close = page.getByRole('dialog').getByRole('button', { name: '닫기', exact: true });
          if (!(await close.isVisible())) break;
          await close.click();
        }
        const violations = await findSeriousViolations(page);
        if (violations.length > 0) failures.push(`${path}\n${describeViolations(violations)}`);
      }
      expect(failures.join('\n\n')).toBe('');
    },
  );
});
