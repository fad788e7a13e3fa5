import type { QueryClient } from '@tanstack/react-query';
import type { RouteLoaderArgs } from './site-router.tsx';
import type { Prefetch } from '../api/prefetch.ts';

/** The request context the server renderer passes to the route loaders. */
export interface ServerRenderContext {
  queryClient: QueryClient;
}

/** Whether a loader runs for a page the server draws (no visitor to tell anything yet). */
export function isServerRenderContext(context: unknown): context is ServerRenderContext {
  return typeof context === 'object' && context !== null && 'queryClient' in context;
}

let browserQueryClient: QueryClient | undefined;

/** The browser's one cache, set at start, which loaders fill on later navigations. */
export function setBrowserQueryClient(queryClient: QueryClient): void {
  browserQueryClient = queryClient;
}

/** The cache a loader fills: the drawn page's on the server, the browser's one cache otherwise. */
export function queryClientOfLoader(context: unknown): QueryClient | undefined {
  return isServerRenderContext(context) ? context.queryClient : browserQueryClient;
}

/** A route loader that runs a page's prefetch: awaited on the server, started and let go in the browser. */
export function prefetchLoader(prefetch: Prefetch) {
  return async ({ params, request, context }: RouteLoaderArgs): Promise<null> => {
    const queryClient = queryClientOfLoader(context);
    if (queryClient === undefined) return null;
    const work = prefetch({ queryClient, params, url: new URL(request.url) });
    if (isServerRenderContext(context)) await work;
    else void work.catch(() => undefined);
    return null;
  };
}
