// The JavaScript a phone downloads before the home page can run: the entry chunk, what index.html
// preloads, and the home route's chunk with its static imports, as brotli bytes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
/** The home page's budget (the developers' guide); e2e/budget.test.ts holds it by a browser's count. */
export const HOME_JS_BUDGET_BYTES = 130 * 1024;

export async function measureHomeBundle() {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('build the web app first (npm run build)');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (chunk === undefined || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || key.endsWith('home-page.tsx')) visit(key);
  }
  let raw = 0;
  let compressed = 0;
  for (const file of files) {
    const content = readFileSync(path.join(dist, file));
    raw += content.length;
    compressed += brotliCompressSync(content).length;
  }
  return {
    chunks: files.size,
    'raw KB': Number((raw / 1024).toFixed(1)),
    'brotli KB': Number((compressed / 1024).toFixed(1)),
    'budget KB': HOME_JS_BUDGET_BYTES / 1024,
    ratio: Number((compressed / HOME_JS_BUDGET_BYTES).toFixed(2)),
  };
}
