import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPlans } from './api.ts';
import { describeViolations, findSeriousViolations } from './support/axe.ts';
import { startSite, type Site } from './support/site.ts';

let site: Site;
let planPath: string;
beforeAll(async () => {
  site = await startSite();
  const plans = await readPlans(site.baseUrl, 'page=1&limit=1');
  planPath = `/plan/${plans.list[0]!.planNo}`;
});
afterAll(() => site.close());

describe('axe-core finds no serious or critical violation', () => {
  const pages = () => [
    '/main',
    '/plan',
    '/plan/all',
    planPath,
    '/add-service',
    '/add-service/all',
    '/plan/compare?planNo=1&planNo=2&planNo=3',
    '/no-such-page',
    '/user/login',
    '/user/login/simple',
    '/user/find',
    '/user/find/form',
    '/user/login/password',
    '/mobil-card/auth',
  ];

  it.each(['phone', 'desktop'] as const)('on every public screen (%s)', async (viewport) => {
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
  });
});
