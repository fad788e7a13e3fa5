import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** What a page module's `prefetch` is given: the page's cache, its path parameters and its address. */
export interface PrefetchArgs {
  queryClient: QueryClient;
  params: Params;
  url: URL;
}

/**
 * A server-rendered page names the calls it draws from (docs/server-rendering.md). On the server they are
 * awaited before the page is drawn; in the browser they start beside the page's chunk and the screen shows
 * its own placeholders until they answer. A failed call is not thrown: it stays in the cache, where the
 * screen (and the server renderer) read it.
 */
export type Prefetch = (args: PrefetchArgs) => Promise<unknown>;

const ignore = () => undefined;

/** Fills the cache with the calls' answers, keeping failures there instead of throwing them. */
export function prefetchAll(calls: ReadonlyArray<Promise<unknown>>): Promise<unknown> {
  return Promise.all(calls.map((call) => call.catch(ignore)));
}
