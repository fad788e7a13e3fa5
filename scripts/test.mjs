// `npm test`: everything, in the order that fails fastest: lint, types, unit, API (PGlite, then the
// PostgreSQL server when DATABASE_URL is set), the production build (site and compiled server), the fuzzing of
// every documented call against it, then components that need a real browser and the journeys on the built site,
// both in Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['types', 'npm', ['run', 'typecheck', '--silent']],
  ['unit', 'npx', ['vitest', 'run', '--project', 'contract', '--project', 'web', '--project', 'fuzz']],
  ['api (PGlite)', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DATABASE: 'pglite' }],
];
if (process.env.DATABASE_URL) {
  steps.push([
    'api (PostgreSQL)',
    'npx',
    ['vitest', 'run', '--project', 'api'],
    { TEST_DATABASE: 'postgres' },
  ]);
} else {
  console.log('DATABASE_URL is not set: the API suite runs on PGlite only.');
}
steps.push(['build', 'npm', ['run', 'build', '--silent']]);
// Every operation of /api/openapi.json, generated requests against the built server (fixed seed).
steps.push(['fuzz', 'node', ['fuzz/run.mjs']]);
steps.push(['browser', 'npx', ['vitest', 'run', '--project', 'components', '--project', 'e2e']]);

const results = [];
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: run.status === 0, seconds });
  if (run.status !== 0) break;
}

console.log('\nSummary');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? '✓' : '✗'} ${name} (${seconds}s)`);
const failed = results.filter((result) => !result.ok).length;
const notRun = steps.length - results.length;
console.log(`steps: ${results.length - failed} passed, ${failed + notRun} failed`);
process.exit(failed === 0 && notRun === 0 ? 0 : 1);
