import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_CONFIG_ELEMENT_ID } from '@mvno/contract';
import { stubCalls } from '../test/stub-calls.ts';
import { defaultClientConfig } from '../test/client-config.ts';
import { clientConfig, loadClientConfig, readShellClientConfig, siteOrigin } from './client-config.ts';

const served = { ...defaultClientConfig, appScheme: 'baroapp', siteUrl: 'https://www.baromobile.example' };

/** The block the server writes at the end of <head> (apps/api/src/plugins/web-app.ts). */
function serveShellWith(text: string): void {
  const block = document.createElement('script');
  block.id = CLIENT_CONFIG_ELEMENT_ID;
  block.type = 'application/json';
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('the client config (spec §3)', () => {
  it('is read from the page the server sent, without a request', async () => {
    serveShellWith(JSON.stringify(served));
    const requests = stubCalls({ findClientConfig: () => defaultClientConfig });
    await loadClientConfig();
    expect(clientConfig()).toEqual(served);
    expect(requests).toEqual([]);
  });

  it('is asked of the server when the page carries none (the Vite dev server)', async () => {
    const requests = stubCalls({ findClientConfig: () => served });
    await loadClientConfig();
    expect(clientConfig()).toEqual(served);
    expect(requests.map((request) => request.path)).toEqual(['/common/client-config']);
  });

  it.each([
    ['text that is not JSON', '{"appScheme":'],
    ['a field missing', JSON.stringify({ ...served, appScheme: undefined })],
    ['a field that is not text', JSON.stringify({ ...served, siteUrl: 7 })],
    ['a list', '[]'],
  ])('does not take %s for a config', (_case, text) => {
    serveShellWith(text);
    expect(readShellClientConfig()).toBeUndefined();
  });

  it("gives the site's origin: the configured one, or the page's own", async () => {
    expect(siteOrigin()).toBe(window.location.origin);
    serveShellWith(JSON.stringify({ ...served, siteUrl: 'https://www.baromobile.example/shop' }));
    await loadClientConfig();
    expect(siteOrigin()).toBe('https://www.baromobile.example');
  });
});
