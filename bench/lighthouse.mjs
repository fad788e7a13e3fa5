// Lighthouse, mobile (its defaults: simulated slow 4G, 4× CPU slowdown, a Moto G Power's screen), on the
// public pages of a running server: the median of several runs per page, as Lighthouse's own guidance
// recommends for a score that varies run to run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const koreanPages = [
  '/main',
  '/plan',
  '/plan/1',
  '/add-service',
  '/event',
  '/customer/notice',
  '/customer/faq',
  '/terms',
];
// Each in both languages: an English page sends its own catalogue and nothing of the Korean one.
export const lighthousePages = [...koreanPages, ...koreanPages.map((path) => `/en${path}`)];
export const lighthouseTargets = { performance: 98, accessibility: 100, cls: 0.02, lcpMs: 1500 };

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * One Lighthouse run. A run whose trace Chromium did not record (NO_NAVSTART, NO_FCP now and then on a busy
 * machine) says nothing about the page: it is run again, up to three times.
 */
async function auditOnce(url, port) {
  let lastError;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (lhr.runtimeError === undefined) return lhr;
    lastError = lhr.runtimeError;
  }
  throw new Error(`Lighthouse could not measure ${url}: ${lastError.message}`);
}

/** One row per page: the medians of `runs` runs, and whether each meets its target. */
export async function measureLighthouse(baseUrl, runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const rows = [];
    for (const page of lighthousePages) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = await auditOnce(`${baseUrl}${page}`, chrome.port);
        results.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          fcpMs: lhr.audits['first-contentful-paint'].numericValue,
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
        });
      }
      const row = {
        page,
        performance: median(results.map((result) => result.performance)),
        accessibility: median(results.map((result) => result.accessibility)),
        'LCP ms': Math.round(median(results.map((result) => result.lcpMs))),
        'FCP ms': Math.round(median(results.map((result) => result.fcpMs))),
        'TBT ms': Math.round(median(results.map((result) => result.tbtMs))),
        CLS: Number(median(results.map((result) => result.cls)).toFixed(3)),
      };
      rows.push({
        row,
        isMissed:
          row.performance < lighthouseTargets.performance ||
          row.accessibility < lighthouseTargets.accessibility ||
          row.CLS > lighthouseTargets.cls ||
          row['LCP ms'] > lighthouseTargets.lcpMs,
      });
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}

// `node bench/lighthouse.mjs http://localhost:8080`: the table for a server already running.
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureLighthouse(
    process.argv[2] ?? 'http://localhost:8080',
    Number(process.argv[3] ?? 3),
  );
  console.table(rows.map(({ row }) => row));
}
