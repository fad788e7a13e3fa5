import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    // One stylesheet for the whole site: a server-drawn page needs its styles before its first paint, and
    // one small cached file is the only request that blocks it.
    cssCodeSplit: false,
    sourcemap: false,
    manifest: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Screens share small pieces (a button, a card): merged into fewer chunks, a server-drawn page asks
        // for a handful of scripts instead of ten on a phone's slow link.
        experimentalMinChunkSize: 10_000,
        // React and the router change rarely: one long-cached vendor chunk.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\//.test(id)) return 'vendor';
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
