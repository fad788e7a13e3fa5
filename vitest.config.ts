import { availableParallelism } from 'node:os';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { browserCommands } from './apps/web/src/test/browser-commands.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          // With the message catalogue's check (scripts/messages.test.ts): the catalogues cover the contract too.
          include: ['packages/contract/src/**/*.test.ts', 'scripts/*.test.ts'],
          environment: 'node',
        },
      },
      { test: { name: 'fuzz', include: ['fuzz/**/*.test.mjs'], environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // Vitest leaves a core free by default: on two cores, one file at a time. These files are CPU-bound
          // and independent (each has its own database), so they take every core: 400 s become 225 s here.
          // (jsdom's files gain nothing, and the browser suites keep one page busy at a time.)
          maxWorkers: availableParallelism(),
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
          exclude: ['apps/web/src/**/*.browser.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./apps/web/src/test-setup.ts'],
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
          fileParallelism: false,
          // Seeded data directories for the run: each file's server starts from a copy (support/site.ts).
          globalSetup: ['./e2e/support/seeds-setup.ts'],
        },
      },
    ],
  },
});
