// `npm run usage-import -- <file.csv>`: reads a usage file of the host carrier into the ledger
// (apps/api/src/usage-import.ts), building the server first if a source changed.
import { runBuiltCommand } from './build-if-stale.mjs';

runBuiltCommand('usage-import');
