// `npm run build -w @mvno/api`: bundles the server's own code and the workspace contract into
// dist/main.js, so production runs plain JavaScript without a TypeScript loader
// (docs/decisions/009-compiled-server.md).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const packageRoot = path.resolve(import.meta.dirname, '..');
const outdir = path.join(packageRoot, 'dist');

/**
 * Registry packages stay external: Node loads them from node_modules as their authors ship them
 * (native bindings, WASM files and their own relative paths keep working). Workspace packages export
 * TypeScript sources that Node cannot load, so they are bundled.
 */
const externalRegistryPackages = {
  name: 'external-registry-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mvno/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['main', 'seed-data-dir', 'preview-link', 'job', 'usage-import'].map((entry) =>
    path.join(packageRoot, `src/${entry}.ts`),
  ),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // Readable stack traces and logs matter more than bytes on a server.
  minify: false,
  plugins: [externalRegistryPackages],
  logLevel: 'warning',
});
