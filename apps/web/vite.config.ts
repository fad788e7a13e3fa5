import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where the chunk map is written in the client build, beside Vite's own manifest. */
const SCREEN_CHUNKS_FILE = '.vite/screen-chunks.json';
/** React and the router: the chunk every page's takeover runs whole. */
const VENDOR_CHUNK = 'vendor';

/**
 * Which chunk holds each screen (src/features/<feature>/pages/<name>.tsx → assets/…js). Small screens are
 * merged into shared chunks, which Vite's manifest then no longer names by their source; a server-drawn page
 * preloads its screens' chunks from this map (src/entry-server.tsx).
 */
function screenChunks(): Plugin {
  return {
    name: 'screen-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr !== false) return;
      const chunkOf: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const screen = /\/(src\/features\/[^/]+\/pages\/[^/]+\.tsx)$/.exec(id)?.[1];
          if (screen !== undefined) chunkOf[screen] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: SCREEN_CHUNKS_FILE, source: JSON.stringify(chunkOf) });
    },
  };
}

/**
 * Chromium's explicit compile hint (v8.dev/blog/explicit-compile-hints) on the vendor chunk: every function
 * of React and the router runs while a page is taken over, so V8 compiles them while the file streams in,
 * off the main thread, rather than one by one on it in the middle of hydration. Added once the chunk is
 * minified, which would drop the comment; the file's name still changes with its content, as the comment is
 * the same in every build.
 */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr !== false) return;
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.name === VENDOR_CHUNK) {
          output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), screenChunks(), compileHints()],
  build: {
    target: 'es2022',
    // One stylesheet for the whole site: a server-drawn page needs its styles before its first paint, and
    // one small cached file is the only request that blocks it.
    cssCodeSplit: false,
    sourcemap: false,
    manifest: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The site, and the small script a server-drawn page names instead, which loads the site once the
      // page has painted (src/boot.ts).
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        // Screens share small pieces (a button, a badge): the tiniest are merged, so a server-drawn page asks for
        // a few more scripts rather than dozens. Kept low on purpose: Rollup merges a small chunk into a larger
        // one even when that loads code a page never runs, and at 10 kB the home page fetched the plan
        // overview, search and compare screens for the plan card they shared (12 kB more than it needs).
        experimentalMinChunkSize: 1_500,
        // React and the router change rarely: one long-cached vendor chunk.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\//.test(id))
            return VENDOR_CHUNK;
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
});
