// `npm run bench`: throughput of the catalogue reads against a raw node:http server answering the same
// bytes from memory, measured in the same run on the same machine; and the home page's JavaScript weight.
import { fork, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { measureHomeBundle } from './bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
const appPort = 18080;
const rawPort = 18081;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const targets = ['/api/product/plan', '/api/site/main/group/exposure'];

async function waitFor(url) {
  for (let tries = 0; tries < 300; tries += 1) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'mvno-bench-'));
const app = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let raw;
try {
  await waitFor(`http://127.0.0.1:${appPort}/api/common/heart-beat`);
  const answers = {};
  for (const target of targets)
    answers[target] = await (await fetch(`http://127.0.0.1:${appPort}${target}`)).text();
  raw = fork(path.join(import.meta.dirname, 'raw-server.mjs'), [JSON.stringify({ port: rawPort, answers })]);
  await new Promise((resolve) => raw.once('message', resolve));

  console.log(`API throughput (${connections} connections, ${seconds} s each, same bytes)`);
  const rows = [];
  for (const target of targets) {
    await load(`http://127.0.0.1:${appPort}${target}`); // warm-up: JIT and cache
    const baseline = await load(`http://127.0.0.1:${rawPort}${target}`);
    const measured = await load(`http://127.0.0.1:${appPort}${target}`);
    const ratio = measured.requests.average / baseline.requests.average;
    rows.push({
      call: `GET ${target}`,
      'raw req/s': Math.round(baseline.requests.average),
      'api req/s': Math.round(measured.requests.average),
      'api p99 ms': measured.latency.p99,
      ratio: Number(ratio.toFixed(2)),
      target: '≥ 0.60',
      errors: measured.errors + measured.non2xx,
    });
  }
  console.table(rows);
  const bundle = await measureHomeBundle();
  console.log('\nHome page initial JavaScript (brotli, as served)');
  console.table([bundle]);
  const failing = rows.filter((row) => row.ratio < 0.6 || row.errors > 0);
  if (failing.length > 0 || bundle.ratio > 1) process.exitCode = 1;
} finally {
  raw?.kill();
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
