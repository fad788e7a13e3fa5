import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@mvno/contract';

export class ChunkLoadError extends Error {
  constructor() {
    super('화면을 불러오지 못했습니다.');
    this.name = 'ChunkLoadError';
  }
}

/** A route's screen, loaded as its own chunk; a chunk that has not arrived in 120 s is a load error (§8). */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError()), CHUNK_LOAD_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } finally {
      clearTimeout(timer);
    }
  };
}
