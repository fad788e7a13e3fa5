// `npm start`: builds the web app and the API server when their sources are newer than the last build, then
// starts the compiled server, which migrates and (when empty) seeds the database and serves the site on
// PORT (default 8080).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServerIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildServerIfStale();

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
