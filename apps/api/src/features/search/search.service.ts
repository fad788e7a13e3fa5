import {
  closestName,
  compactText,
  isChoseongQuery,
  messages,
  SEARCH_GROUP_PREVIEW,
  SEARCH_WORD_LIST_MAX,
  type SearchGroup,
  type SearchResult,
  type SearchWordList,
} from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { rateLimits } from '../../shared/limits.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import { createKeptValue, type CachedAnswer, type ReadCache } from '../../shared/read-cache.ts';
import { buildSearchIndex, matchDocuments, type IndexedDocument } from './search-index.ts';
import type { SearchRepository } from './search.repository.ts';

function groupOf(matches: readonly IndexedDocument[]): SearchGroup {
  return {
    totalCount: matches.length,
    list: matches.slice(0, SEARCH_GROUP_PREVIEW).map((document) => document.item),
  };
}

export function createSearchService(deps: {
  searchRepository: SearchRepository;
  catalogueCache: ReadCache;
  rateLimiter: RateLimiter;
  /** How long a built index serves before it is rebuilt: other processes' changes arrive within it. */
  keepSeconds: number;
  clock: Clock;
}) {
  const { searchRepository, catalogueCache, rateLimiter, keepSeconds, clock } = deps;
  // Built on first need, and again after a catalogue change or when it has served its time.
  const index = createKeptValue(keepSeconds, () => buildSearchIndex(searchRepository));

  /**
   * Counts a word that found something, once a day per address and word and a bounded number of words per
   * address, so one caller cannot push a word up the popular list; a search past the limits is answered
   * all the same, only not counted.
   */
  async function countSearch(searchWord: string, address: string): Promise<void> {
    // Initial consonants are a shortcut to type, not a word to show others: ㄷㅇㅌ is counted as nothing.
    if (isChoseongQuery(searchWord)) return;
    const word = compactText(searchWord);
    const perAddress = await rateLimiter.hit(
      `search-word:address:${address}`,
      rateLimits.searchWordPerAddress,
    );
    if (perAddress.isLimited) return;
    const perWord = await rateLimiter.hit(
      `search-word:word:${address}:${word}`,
      rateLimits.searchWordPerAddressAndWord,
    );
    if (perWord.isLimited) return;
    await searchRepository.countSearchWord(word, searchWord, clock.now());
  }

  return {
    async search(searchWord: string, address: string): Promise<SearchResult> {
      // §5: an empty word is not searched; the screens say so before asking, this is for other callers.
      if (searchWord === '') throw AppError.invalidInput(messages.emptySearch);
      const built = await index.get();
      const now = clock.now().getTime();
      const startedEvents = built.events.filter(
        (event) => event.startAt === undefined || event.startAt.getTime() <= now,
      );
      const result = {
        plans: groupOf(matchDocuments(built.plans, searchWord)),
        addServices: groupOf(matchDocuments(built.addServices, searchWord)),
        events: groupOf(matchDocuments(startedEvents, searchWord)),
        notices: groupOf(matchDocuments(built.notices, searchWord)),
        faqs: groupOf(matchDocuments(built.faqs, searchWord)),
      };
      const totalCount = Object.values(result).reduce((sum, group) => sum + group.totalCount, 0);
      if (totalCount > 0) await countSearch(searchWord, address);
      return {
        searchWord,
        totalCount,
        ...result,
        suggestion: totalCount === 0 ? closestName(searchWord, built.planNames) : null,
      };
    },

    /** Popular words move with every search: kept like a catalogue answer, for its time only. */
    findSearchWordsJson(): Promise<CachedAnswer> {
      return catalogueCache.getJson('search:words', async (): Promise<SearchWordList> => ({
        popularWords: await searchRepository.findPopularWords(SEARCH_WORD_LIST_MAX),
        suggestedWords: await searchRepository.findSuggestedWords(SEARCH_WORD_LIST_MAX),
      }));
    },

    /** Called as a catalogue change commits (app.ts): the next search builds the index afresh. */
    invalidate(): void {
      index.invalidate();
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
