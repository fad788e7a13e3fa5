import { availableParallelism } from 'node:os';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { browserCommands } from './apps/web/src/test/browser-commands.ts';

/**
 * Web tests that assert what a page holds before any module has acted on it (a loader that adds its script
 * once per page, say): they run in a module graph and a document of their own.
 */
const webTestsOnAFreshPage = [
  'apps/web/src/features/usim/address/address-search-script.test.tsx',
  'apps/web/src/features/usim/address/address-search-modal.test.tsx',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          // With the message catalogue's check (scripts/messages.test.ts): the catalogues cover the contract too.
          include: ['packages/contract/src/**/*.test.ts', 'scripts/*.test.ts'],
          environment: 'node',
          maxWorkers: availableParallelism(),
        },
      },
      {
        test: {
          name: 'fuzz',
          include: ['fuzz/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 60_000,
          maxWorkers: availableParallelism(),
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // Vitest leaves a core free by default: on two cores, one file at a time. These files are CPU-bound
          // and independent (each has its own database), so they take every core: 400 s become 225 s here.
          // (jsdom's files gain nothing, and the browser suites keep one page busy at a time.)
          maxWorkers: availableParallelism(),
          // Each file builds its own app on its own database, so a worker's files can share its modules: the
          // server's module graph is imported once per worker, not once per file (160 s become 120 s here).
          isolate: false,
          // A seed cache for the run: each distinct seed is made once, later apps load a copy.
          globalSetup: ['./apps/api/src/test/seed-cache-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['apps/web/src/**/*.browser.test.{ts,tsx}', ...webTestsOnAFreshPage],
          environment: 'jsdom',
          setupFiles: ['./apps/web/src/test-setup.ts'],
          // A worker imports React, the router and the kit once for all its files, not once per file: every
          // test starts from test-setup.ts's clean state, and a file that needs a page no module has touched
          // yet is in webTestsOnAFreshPage. 80 s become about 25 s here.
          isolate: false,
          maxWorkers: availableParallelism(),
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web-fresh-page',
          include: [...webTestsOnAFreshPage],
          environment: 'jsdom',
          setupFiles: ['./apps/web/src/test-setup.ts'],
          maxWorkers: availableParallelism(),
        },
      },
      {
        // Components that meet what jsdom lacks (a real network, layout, the modal dialog) run in Chromium.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./apps/web/src/test-setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
            }),
            instances: [{ browser: 'chromium' }],
            commands: browserCommands,
            screenshotFailures: false,
          },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A cold browser on a busy machine can take more than the default second to load a page's chunk
          // and its data; a poll gives up only when the screen is really wrong.
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time, each with its own server and browser: much of a journey is waiting (for a
          // page to go quiet, a code's minute to pass), which the other file's work fills.
          maxWorkers: 2,
          // After the components' browser, not beside it.
          sequence: { groupOrder: 1 },
          // Seeded data directories for the run: each file's server starts from a copy (support/site.ts).
          globalSetup: ['./e2e/support/seeds-setup.ts'],
        },
      },
    ],
  },
});
