import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where the chunk map is written in the client build, beside Vite's own manifest. */
const SCREEN_CHUNKS_FILE = '.vite/screen-chunks.json';
/** Which features' sources each chunk carries: how the budget test sees what a page loads of each feature. */
const FEATURE_SOURCES_FILE = '.vite/feature-sources.json';
/** React and the router: the chunk every page's takeover runs whole. */
const VENDOR_CHUNK = 'vendor';
/**
 * The building blocks nearly every screen draws with (the page frame, buttons, badges, status messages, rich
 * text, the dialog hook): one file, asked for once, rather than eight small ones each with its own request.
 * Each is named by its source; what they import that is not React or the router comes with them, so nothing
 * the boot script imports (src/boot.ts: the language's name) may be one of them, or the first paint would wait
 * for the frame and React (e2e/budget.test.ts).
 */
const FRAME_CHUNK = 'frame';
const framePartSources = [
  'src/shared/ui/page.tsx',
  'src/shared/ui/page.module.css',
  'src/shared/ui/button.tsx',
  'src/shared/ui/button.module.css',
  'src/shared/ui/badge.tsx',
  'src/shared/ui/badge.module.css',
  'src/shared/ui/status-message.tsx',
  'src/shared/ui/status-message.module.css',
  'src/shared/ui/query-state.tsx',
  'src/shared/ui/rich-text.tsx',
  'src/shared/ui/rich-text.module.css',
  'src/shared/ui/rich-text-headings.ts',
  'src/shared/modal/use-native-dialog.ts',
];

/**
 * Which chunk holds each screen (src/features/<feature>/pages/<name>.tsx → assets/…js), and which features'
 * sources each chunk carries. Small screens are
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
      const featureSourcesOf: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const screen = /\/(src\/features\/[^/]+\/pages\/[^/]+\.tsx)$/.exec(id)?.[1];
          if (screen !== undefined) chunkOf[screen] = output.fileName;
          const featureSource = /\/(src\/features\/.+)$/.exec(id)?.[1];
          if (featureSource !== undefined) (featureSourcesOf[output.fileName] ??= []).push(featureSource);
        }
      }
      this.emitFile({ type: 'asset', fileName: SCREEN_CHUNKS_FILE, source: JSON.stringify(chunkOf) });
      this.emitFile({
        type: 'asset',
        fileName: FEATURE_SOURCES_FILE,
        source: JSON.stringify(featureSourcesOf),
      });
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

/**
 * The contract's messages carry their Korean source beside their id (`/*i18n*\/ { id, message }`), which
 * the server and the tests word them from. The browser words them from the compiled catalogue of the page's
 * language instead (docs/languages.md), so the built site drops the source: an English visitor is not sent
 * the Korean, and a Korean one not sent it twice. Lingui's macros do the same for the screens' messages.
 */
function dropContractSources(): Plugin {
  const descriptor =
    /\/\*i18n\*\/(\s*\(?\{\s*id: '[^']+',)\s*message:\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*,?/g;
  return {
    name: 'drop-contract-sources',
    apply: 'build',
    // On the TypeScript as written: the compiled code has lost the /*i18n*/ marks.
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr === true) return undefined;
      if (!/\/packages\/contract\/src\/.*\.ts$/.test(id) || !code.includes('/*i18n*/')) return undefined;
      return { code: code.replace(descriptor, '/*i18n*/$1'), map: null };
    },
  };
}

export default defineConfig({
  plugins: [
    // Lingui's macros (t, Trans, msg): a screen's Korean becomes an id into its feature's catalogue.
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    dropContractSources(),
    screenChunks(),
    compileHints(),
  ],
  resolve: {
    alias: {
      'lingui-runtime': fileURLToPath(new URL('./src/shared/i18n/lingui-runtime.tsx', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    // One stylesheet for the whole site: a server-drawn page needs its styles before its first paint, and
    // one small cached file is the only request that blocks it.
    cssCodeSplit: false,
    sourcemap: false,
    // Terser over esbuild's minifier: a few percent smaller after compression (about 5 KB of the home page's
    // scripts), for a few seconds more of build.
    minify: 'terser',
    terserOptions: { format: { comments: false } },
    manifest: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The site, and the small script a server-drawn page names instead, which loads the site once the
      // page has painted (src/boot.ts).
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        // Small shared chunks are not merged at large (Rollup's experimentalMinChunkSize): a merge puts a piece
        // with whatever else it is shared with, and the home page then fetched other features' paths, screens'
        // styles and a plan query it never runs (e2e/budget.test.ts refuses any of it). Only the frame's
        // building blocks, which every screen runs, are put together by name.
        // React and the router change rarely: one long-cached vendor chunk.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\//.test(id))
            return VENDOR_CHUNK;
          if (framePartSources.some((source) => id.endsWith(`/${source}`))) return FRAME_CHUNK;
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
