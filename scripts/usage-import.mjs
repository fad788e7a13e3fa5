// `npm run usage-import -- <file.csv>`: reads a usage file of the host carrier into the ledger
// (apps/api/src/usage-import.ts), building the server first if a source changed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildServerIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildServerIfStale();
const run = spawnSync(process.execPath, ['apps/api/dist/usage-import.js', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
