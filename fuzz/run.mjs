// `npm run fuzz`: every operation of the API's OpenAPI document, sent generated requests by fast-check
// against a freshly started server. Reads nothing of the server's code: only /api/openapi.json.
//
// Every answer must be JSON with a status the operation documents, whose body matches that status's schema;
// no answer may be a 5xx other than a documented 504, and the server must still be running at the end.
//
//   npm run fuzz                               the CI run: fixed seed, FUZZ_RUNS (200) requests per operation
//   npm run fuzz -- --runs 5000                a longer run
//   npm run fuzz -- --operation login --seed 20261124 --path 17   replays a finding (the report prints this)
//   node fuzz/run.mjs --base-url http://127.0.0.1:8080            against a server already running
import { parseArgs } from 'node:util';
import { fuzzDocument } from './fuzz.mjs';
import { startServer } from './server.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.FUZZ_RUNS ?? '200' },
    seed: { type: 'string', default: process.env.FUZZ_SEED ?? '20261124' },
    operation: { type: 'string' },
    path: { type: 'string' },
    'base-url': { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

/** The demo subscriber the README lists: calls that need a session are sent with theirs. */
const DEMO_LOGIN = { loginType: 'ID', loginId: 'gildong1', password: 'Gildong#2580' };

const server = options['base-url'] === undefined ? await startServer() : undefined;
const baseUrl = options['base-url'] ?? server.baseUrl;
const started = Date.now();
let exitCode = 0;
try {
  const document = await (await fetch(`${baseUrl}/api/openapi.json`)).json();
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const token = login.headers.get(document.components.securitySchemes.loginToken.name);
  if (token === null) throw new Error(`the demo login did not answer a token (HTTP ${login.status})`);

  const { operations, sent, findings, reached } = await fuzzDocument({
    baseUrl,
    document,
    token,
    runs: Number(options.runs),
    seed: Number(options.seed),
    operation: options.operation,
    path: options.path,
  });
  if (server !== undefined && !server.isRunning())
    findings.push({ operationId: '-', where: 'the server', change: '', problem: 'stopped', path: '' });

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `fuzz: ${operations} operations, ${sent} requests, ${options.runs} each, seed ${options.seed}, ${seconds} s`,
  );
  if (options.verbose)
    for (const [operationId, counts] of reached) {
      const answers = Object.entries(counts).map(([key, count]) => `${key}×${count}`);
      console.log(`  ${operationId.padEnd(24)} ${answers.join(' ')}`);
    }
  for (const { operationId, where, change, problem, path } of findings) {
    console.log(`\n✗ ${where} (${operationId}), change: ${change}\n  ${problem}`);
    console.log(`  replay: npm run fuzz -- --operation ${operationId} --seed ${options.seed} --path ${path}`);
  }
  if (findings.length > 0) {
    console.log(`\n${findings.length} operation(s) answered off their documentation (docs/api-reference.md)`);
    exitCode = 1;
  }
} finally {
  await server?.stop();
}
process.exit(exitCode);
