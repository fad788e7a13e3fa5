import type { Page } from 'playwright-core';
import { describeViolations, findSeriousViolations } from './axe.ts';
import type { Site } from './site.ts';

/** One check: language, address prefix, text size, width, and axe or fit. */
export type ScreenCheck = readonly [
  language: string,
  prefix: string,
  textSize: 'standard' | 'large',
  viewport: 'phone' | 'desktop',
  check: 'axe' | 'fit',
];

/**
 * What each screen of a feature is checked for: axe at both widths in each language, and, in large text,
 * where screens are most crowded, that it fits a phone in each language.
 */
export const screenChecks: readonly ScreenCheck[] = [
  ['Korean', '', 'standard', 'phone', 'axe'],
  ['Korean', '', 'standard', 'desktop', 'axe'],
  ['English', '/en', 'standard', 'phone', 'axe'],
  ['English', '/en', 'standard', 'desktop', 'axe'],
  ['Korean', '', 'large', 'phone', 'fit'],
  ['English', '/en', 'large', 'phone', 'fit'],
];

/** How long a test of screen checks may take: they run side by side (describe.concurrent), each slower than alone. */
export const SCREEN_CHECK_TIMEOUT_MS = 180_000;

/**
 * Opens each of `screens` (paths without the language prefix) under one check, after `prepare` (a login, say),
 * and answers what failed: a screen wider than the phone, or axe's serious findings. Each screen must show its
 * heading first.
 */
export async function checkScreens(
  site: Site,
  [, prefix, textSize, viewport, check]: ScreenCheck,
  screens: readonly string[],
  prepare?: (page: Page) => Promise<void>,
): Promise<string[]> {
  const page = await site.newPage(viewport, { reducedMotion: true });
  await page.context().addCookies([{ name: 'text-size', value: textSize, url: site.baseUrl }]);
  await prepare?.(page);
  const failures: string[] = [];
  for (const path of screens) {
    const address = `${prefix}${path}`;
    await page.goto(address, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 10_000 });
    const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (viewport === 'phone' && wider > 0) failures.push(`${address}: ${wider} px wider than the screen`);
    const violations = check === 'axe' ? await findSeriousViolations(page) : [];
    if (violations.length > 0) failures.push(`${address}: ${describeViolations(violations)}`);
  }
  return failures;
}
