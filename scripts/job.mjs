// `npm run job -- <name> <period>`: runs one job for one period by hand (apps/api/src/job.ts), building the
// server first if a source changed.
import { runBuiltCommand } from './build-if-stale.mjs';

runBuiltCommand('job');
