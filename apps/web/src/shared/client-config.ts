import type { ClientConfig } from '@mvno/contract';
import { CLIENT_CONFIG_ELEMENT_ID, isClientConfig } from '@mvno/contract';
import { callApi } from './api/client.ts';

/**
 * The configuration values of spec §3 the screens use: the native app's scheme, the site's public address,
 * the file server and the popup addresses. They come from the server's configuration only
 * (apps/api/src/config.ts), which writes them into the page it serves
 * (`<script id="client-config" type="application/json">`, apps/api/src/plugins/web-app.ts), so the app
 * starts without waiting for a request. A page the server did not serve (the Vite dev server) asks
 * `GET common/client-config` instead.
 */

/**
 * The JSON data block the server wrote into the page under `id`; undefined when there is none, or none that
 * reads as the expected shape.
 */
export function readPageJson<T>(
  id: string,
  isExpected: (value: unknown) => value is T,
  root: Document = document,
): T | undefined {
  const element = root.getElementById(id);
  if (element === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return isExpected(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The config written into the page; undefined when there is none, or none that reads as one. */
export function readShellClientConfig(root: Document = document): ClientConfig | undefined {
  return readPageJson(CLIENT_CONFIG_ELEMENT_ID, isClientConfig, root);
}

let current: ClientConfig | undefined;

/** Called once at start, before anything uses the config. */
export async function loadClientConfig(): Promise<ClientConfig> {
  const config = readShellClientConfig() ?? (await callApi('findClientConfig', {}, { isQuiet: true }));
  if (!isClientConfig(config)) throw new Error('GET common/client-config answered something else');
  current = config;
  return current;
}

/** The config read at start. */
export function clientConfig(): ClientConfig {
  if (current === undefined) throw new Error('The client config is used before loadClientConfig() ran');
  return current;
}

/** Tests set what a server would have written into the page. */
export function setClientConfig(config: ClientConfig): void {
  current = config;
}

let drawingOrigin = '';

/**
 * The server renderer draws one page at a time in a synchronous pass: the origin the visitor asked on is
 * set for that pass, so links come out as the browser will draw them.
 */
export function setDrawingOrigin(origin: string): void {
  drawingOrigin = origin;
}

/** The origin the page was reached through. */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? drawingOrigin : window.location.origin;
}

/** The site's origin: that of its configured public address, or the page's own when none is configured. */
export function siteOrigin(): string {
  const { siteUrl } = clientConfig();
  return siteUrl === '' ? pageOrigin() : new URL(siteUrl).origin;
}
