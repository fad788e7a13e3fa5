import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CHUNK_LOAD_TIMEOUT_MS } from '@mvno/contract';

/** A script chunk that did not arrive: the network failed, it took over 120 s (§8), or a new release replaced it. */
export class ChunkLoadError extends Error {
  constructor() {
    super(i18n._(msg`화면을 불러오지 못했어요.`));
    this.name = 'ChunkLoadError';
  }
}

/** Loads a chunk; any failure, or no answer within CHUNK_LOAD_TIMEOUT_MS, becomes a ChunkLoadError. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError()), CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch {
    throw new ChunkLoadError();
  } finally {
    clearTimeout(timer);
  }
}
