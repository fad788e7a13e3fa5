import { i18n } from '@lingui/core';
import { TransNoContext, type TransProps } from '@lingui/react/server';

/**
 * What Lingui's macros call at run time (`runtimeConfigModule` in lingui.config.ts, through the
 * `lingui-runtime` alias of vite.config.ts). A page's language is set before it is drawn and never changes
 * while it is open (the switch opens the other language's address), so the screens read the one translator
 * directly rather than through a React context: no provider to forget, in the app or in a test.
 */
export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={{ i18n }} />;
}

/** The translator, as `useLingui()` of '@lingui/react/macro' gives it to a screen. */
export function useLingui() {
  return { i18n, _: i18n._.bind(i18n) };
}
