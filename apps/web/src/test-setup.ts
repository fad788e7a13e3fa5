import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { selfCareCallAddresses } from '@mvno/contract/self-care-call-addresses';
import { addCallAddresses } from './shared/api/client.ts';
import { setClientConfig } from './shared/client-config.ts';
import { modalStack } from './shared/modal/modal-store.ts';
import { activatePageLocale } from './shared/i18n/page-locale.ts';
import { defaultClientConfig } from './test/client-config.ts';
import { resetStorage } from './test/storage.ts';

// jsdom has <dialog> but not its modal API: open and close toggle the attribute, as a browser shows it.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
}
if (typeof HTMLDialogElement.prototype.close !== 'function') {
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// findBy… and waitFor wait up to 5 s rather than 1 s: on a busy two-core machine a screen can take longer than
// a second to settle, and a wait that runs out there fails a test of nothing.
configure({ asyncUtilTimeout: 5_000 });

// A screen under test makes its calls as it does once its area has loaded (app/route-areas.ts).
addCallAddresses(selfCareCallAddresses);

// Every test starts on an empty device whose tab already holds the storage key, on a page served with the
// default configuration.
beforeEach(async () => {
  setClientConfig(defaultClientConfig);
  // In Korean, the source: a test reads what a Korean visitor reads (a test of English switches itself).
  activatePageLocale('ko');
  await resetStorage();
});

afterEach(() => {
  cleanup();
  // An alert a test left open is not the next test's.
  modalStack.set([]);
  // Files share a worker's page (vitest.config.ts): what a test put outside its container (a portal, a
  // dialog, a live region) goes with it. Scripts stay, as a page keeps the scripts it has loaded.
  for (const element of [...document.body.children]) if (element.tagName !== 'SCRIPT') element.remove();
});
