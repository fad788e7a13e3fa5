import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

declare global {
  interface Window {
    axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> };
  }
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Runs axe-core in the page; returns the serious and critical violations, and a heading outline that skips a
 * level (moderate to axe, but a screen reader's page outline and Lighthouse's accessibility score count it).
 */
export async function findSeriousViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol, so the site's Content-Security-Policy stays in force.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document);
    return result.violations;
  });
  return violations.filter(
    (violation) =>
      violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'heading-order',
  );
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
    .join('\n');
}
