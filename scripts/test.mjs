// `npm test`: everything, in the order that fails fastest: lint, format and types (side by side: each is one
// process on one core), unit, API (PGlite, then the PostgreSQL server when DATABASE_URL is set), the
// production build (site and compiled server), the fuzzing of every documented call against it, then
// components that need a real browser and the journeys on the built site, both in Chromium.
//
// Each API test runs once per database: on PGlite with this Node, and on the PostgreSQL server with the Node
// named by NEXT_NODE when it is set (.ci/run sets it to the next LTS), so one run covers both databases and
// both Nodes. The summary gives each step's time against its budget (docs/testing.md).
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * One step: a command, and the seconds it may take on CI's two cores (docs/testing.md); a step past its
 * budget is named in the summary. Steps of one stage start at once and their output is shown as each ends.
 */
const step = (name, budgetSeconds, command, args, env = {}) => ({ name, budgetSeconds, command, args, env });
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const nextNode = process.env.NEXT_NODE || undefined;
const nextNodeVersion =
  nextNode === undefined ? process.version : execFileSync(nextNode, ['--version']).toString().trim();
const stages = [
  [
    step('lint', 180, 'npx', ['eslint', '.', '--max-warnings', '0']),
    step('types', 120, 'npm', ['run', 'typecheck', '--silent']),
    step('format', 60, 'npx', ['prettier', '--check', '.', '--log-level', 'warn']),
  ],
  [step('unit', 90, 'npm', ['run', 'test:unit', '--silent'])],
  [
    step(
      `api (PGlite, Node ${process.version})`,
      240,
      process.execPath,
      [vitest, 'run', '--project', 'api'],
      {
        TEST_DATABASE: 'pglite',
      },
    ),
  ],
];
if (process.env.DATABASE_URL) {
  stages.push([
    step(
      `api (PostgreSQL, Node ${nextNodeVersion})`,
      240,
      nextNode ?? process.execPath,
      [vitest, 'run', '--project', 'api'],
      {
        TEST_DATABASE: 'postgres',
      },
    ),
  ]);
} else {
  console.log('DATABASE_URL is not set: the API suite runs on PGlite only.');
}
stages.push([step('build', 60, 'npm', ['run', 'build', '--silent'])]);
// Every operation of /api/openapi.json, generated requests against the built server (fixed seed).
stages.push([step('fuzz', 120, 'node', ['fuzz/run.mjs'])]);
stages.push([step('browser', 600, 'npx', ['vitest', 'run', '--project', 'components', '--project', 'e2e'])]);

/** Runs a step; alone, its output streams; beside others, it is held and printed whole when it ends. */
function run({ name, budgetSeconds, command, args, env }, isAlone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: isAlone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!isAlone) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, budgetSeconds, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const runStarted = Date.now();
const results = [];
for (const stage of stages) {
  const isAlone = stage.length === 1;
  if (isAlone) console.log(`\n▶ ${stage[0].name}`);
  else console.log(`\n▶ ${stage.map(({ name }) => name).join(', ')} (side by side)`);
  results.push(...(await Promise.all(stage.map((one) => run(one, isAlone)))));
  if (results.some((result) => !result.ok)) break;
}

const total = stages.flat().length;
console.log('\nSummary');
for (const { name, budgetSeconds, ok, seconds } of results) {
  const overBudget = seconds > budgetSeconds ? ' — over its budget: make it faster (docs/testing.md)' : '';
  console.log(`  ${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)}s of ${budgetSeconds}s)${overBudget}`);
}
console.log(`  all steps: ${((Date.now() - runStarted) / 1000).toFixed(1)}s`);
const failed = results.filter((result) => !result.ok).length;
const notRun = total - results.length;
console.log(`steps: ${results.length - failed} passed, ${failed + notRun} failed`);
process.exit(failed === 0 && notRun === 0 ? 0 : 1);
