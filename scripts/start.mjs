// `npm start`: builds the web app and the API server when their sources are newer than the last build, then
// starts the compiled server, which migrates and (when empty) seeds the database and serves the site on
// PORT (default 8080).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestChange(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds a workspace when its output is missing or older than any of its sources. */
function buildIfStale(workspace, output, sources) {
  const sourceTime = Math.max(
    ...sources.map((source) => {
      const full = path.join(root, source);
      return statSync(full).isDirectory() ? newestChange(full) : statSync(full).mtimeMs;
    }),
  );
  const built = path.join(root, output);
  if (existsSync(built) && statSync(built).mtimeMs >= sourceTime) return;
  console.log(`Building ${workspace}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildIfStale('@mvno/web', 'apps/web/dist/index.html', [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'packages/contract/src',
]);
buildIfStale('@mvno/api', 'apps/api/dist/main.js', [
  'apps/api/src',
  'apps/api/scripts/build.mjs',
  'packages/contract/src',
]);

// The server must get a stop signal once: a second one makes it skip its graceful shutdown. A Ctrl-C goes to
// the terminal's whole process group and npm forwards it again, so the server runs in a group of its own and
// this script passes on the first signal only.
const api = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});
let isStopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!isStopping) api.kill(signal);
    isStopping = true;
  });
}
api.on('exit', (code) => process.exit(code ?? 0));
