import type { ComponentType } from 'react';
import { loadChunk } from '../shared/chunk/load-chunk.ts';

/**
 * A route's screen, loaded as its own chunk. A chunk that fails or has not arrived in 120 s is a load error
 * (§8): the route's error element says so inside the page's layout, with a reload button.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const module = await loadChunk(load);
    return { Component: module.default };
  };
}
