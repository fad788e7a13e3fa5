// `npm run job -- <name> <period>`: runs one job for one period by hand (apps/api/src/job.ts), building the
// server first if a source changed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildServerIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildServerIfStale();
const run = spawnSync(process.execPath, ['apps/api/dist/job.js', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
