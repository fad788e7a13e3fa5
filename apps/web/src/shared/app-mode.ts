import { msg } from '@lingui/core/macro';

/** What a visitor of the demo site is told, beside the logo and in the footer. */
export const demoSiteNotice = msg`체험용 데모 사이트예요. 실제로 가입되거나 결제되지 않아요.`;

/**
 * Whether the server runs as a demo. It writes its mode into the shell it serves
 * (`<html data-app-mode="demo">`, apps/api/src/plugins/web-app.ts), so this is known before the first
 * render: no request, no marker popping in later. A page served otherwise (the Vite dev server) carries no
 * mode and shows no marker, so a live shop can never show one by mistake.
 */
export function isDemoSite(): boolean {
  if (typeof document === 'undefined') return servedAppMode === 'demo';
  return document.documentElement.dataset.appMode === 'demo';
}

let servedAppMode: string | undefined;

/** The server renderer draws pages in the mode the server runs in, as the shell it writes says. */
export function setServedAppMode(mode: string): void {
  servedAppMode = mode;
}
