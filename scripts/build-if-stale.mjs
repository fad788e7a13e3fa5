// Builds the web app and the API server when their sources are newer than the last build: `npm start` and
// `npm run job` run the compiled server.
import { spawnSync } from 'node:child_process';
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

/** The site and the server, each rebuilt only if a source changed since its last build. */
export function buildServerIfStale() {
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
}

/**
 * An operator's command (`npm run job`, `npm run usage-import`): builds the server if a source changed, runs
 * the compiled entry with this command's arguments and exits with its code.
 */
export function runBuiltCommand(entry) {
  buildServerIfStale();
  const run = spawnSync(process.execPath, [`apps/api/dist/${entry}.js`, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}
