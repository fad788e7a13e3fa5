import { queryOptions } from '@tanstack/react-query';
import type { TermsType } from '@mvno/contract';
import { loadChunk } from '../../../shared/chunk/load-chunk.ts';

/**
 * A type's English summaries (./english-summaries.ts), asked for on English pages only: the module is its own
 * chunk, so a Korean page never loads it. Read through the page's cache like its calls, so the server draws
 * the summary into the page and the browser takes it over from the page's state without loading the chunk
 * again (docs/server-rendering.md).
 */
export const englishSummariesQueryOptions = (type: TermsType) =>
  queryOptions({
    queryKey: ['terms', 'english-summaries', type],
    queryFn: async () => {
      const { englishSummaries } = await loadChunk(() => import('./english-summaries.ts'));
      return englishSummaries[type];
    },
    // Part of this release: it changes only with a new one.
    staleTime: Infinity,
    // The page reads well without it: the Korean text and the note that it binds are there all the same.
    meta: { isSilent: true },
  });
