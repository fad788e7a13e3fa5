import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { readdirSync } from 'node:fs';

/** The shared parts only forms and flows use (their words are loaded with those screens). */
const sharedFormParts = [
  '<rootDir>/apps/web/src/shared/simple-auth',
  '<rootDir>/apps/web/src/shared/phone-auth',
  '<rootDir>/apps/web/src/shared/ui/form',
  '<rootDir>/apps/web/src/shared/reauth',
];

/** The web features with screens of their own, each with its catalogue (loaded with its screens). */
const featuresWithScreens = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== 'analytics')
  .map((entry) => entry.name);

/**
 * The message catalogue (docs/languages.md): Korean is the source, written where it is used; English is
 * the translation. One catalogue per web feature (loaded with its screens), one for the layout and the
 * shared parts (loaded with every page), and one for the contract's messages (the server's envelopes and
 * the rules both sides check).
 */
export default defineConfig({
  sourceLocale: 'ko',
  locales: ['ko', 'en'],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  orderBy: 'messageId',
  // The screens' <Trans> and useLingui() read the one translator of the page (apps/web/src/shared/i18n/lingui-runtime.tsx).
  runtimeConfigModule: { Trans: ['lingui-runtime', 'Trans'], useLingui: ['lingui-runtime', 'useLingui'] },
  catalogs: [
    {
      path: '<rootDir>/packages/contract/src/locales/{locale}',
      include: ['<rootDir>/packages/contract/src'],
      exclude: ['**/*.test.ts', '<rootDir>/packages/contract/src/form-messages.ts'],
    },
    // What forms and flows say: loaded by the screens that have them, not by every page.
    {
      path: '<rootDir>/packages/contract/src/locales/forms/{locale}',
      include: ['<rootDir>/packages/contract/src/form-messages.ts'],
    },
    {
      path: '<rootDir>/apps/web/src/locales/{locale}',
      // Analytics has no screen of its own: its switch is in the footer of every page.
      include: [
        '<rootDir>/apps/web/src/app',
        '<rootDir>/apps/web/src/shared',
        '<rootDir>/apps/web/src/features/analytics',
      ],
      exclude: ['**/*.test.ts', '**/*.test.tsx', ...sharedFormParts.map((part) => `${part}/**`)],
    },
    // The shared form parts: loaded with the screens that have forms, not by every page.
    {
      path: '<rootDir>/apps/web/src/locales/forms/{locale}',
      include: sharedFormParts,
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    ...featuresWithScreens.map((feature) => ({
      path: `<rootDir>/apps/web/src/features/${feature}/locales/{locale}`,
      include: [`<rootDir>/apps/web/src/features/${feature}`],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    })),
  ],
});
