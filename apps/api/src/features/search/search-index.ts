import {
  BOARD_SEARCH_MAX_LENGTH,
  plainTextOf,
  shortenedText,
  matchesQuery,
  searchKeysOf,
  type SearchItem,
  type SearchKeys,
} from '@mvno/contract';
import type { SearchRepository, SearchSource } from './search.repository.ts';

/** The longest summary line a result shows; the page cuts it further on a phone. */
const SUMMARY_MAX_LENGTH = 80;

/** A record ready to match: what the result shows, and the keys of its title and its text. */
export interface IndexedDocument {
  item: SearchItem;
  titleKeys: SearchKeys;
  textKeys: SearchKeys;
  /** Events only: found from this moment on. */
  startAt?: Date;
}

export interface SearchIndex {
  plans: IndexedDocument[];
  addServices: IndexedDocument[];
  events: IndexedDocument[];
  notices: IndexedDocument[];
  faqs: IndexedDocument[];
  /** Every plan's name in catalogue order: the candidates of a no-result suggestion. */
  planNames: string[];
}

function indexed(source: SearchSource, link: string, isHtml: boolean): IndexedDocument {
  const text = isHtml ? plainTextOf(source.text) : source.text.trim();
  return {
    item: {
      recordNo: source.recordNo,
      title: source.title,
      summary: shortenedText(text, SUMMARY_MAX_LENGTH),
      link,
    },
    titleKeys: searchKeysOf(source.title),
    textKeys: searchKeysOf(text),
  };
}

/**
 * Builds the index from the catalogue as it is now. The keys are computed here once per record, so a
 * search only compares strings (docs/search.md: about 150 records take well under a millisecond).
 */
export async function buildSearchIndex(searchRepository: SearchRepository): Promise<SearchIndex> {
  const sources = await searchRepository.findSearchSources();
  return {
    plans: sources.plans.map((plan) => indexed(plan, `/plan/${plan.recordNo}`, false)),
    addServices: sources.addServices.map((service) =>
      indexed(service, `/add-service/${service.recordNo}`, false),
    ),
    events: sources.events.map((event) => ({
      ...indexed(event, `/event/${event.recordNo}`, true),
      startAt: event.startAt,
    })),
    notices: sources.boards
      .filter((board) => board.type === 'NOTICE')
      .map((notice) => indexed(notice, `/customer/notice/${notice.recordNo}`, true)),
    // An FAQ opens in place on the FAQ page: the link searches there for its question (cut to that
    // search's length, still a part of the question, so it finds it).
    faqs: sources.boards
      .filter((board) => board.type === 'FAQ')
      .map((faq) =>
        indexed(
          faq,
          `/customer/faq?searchWord=${encodeURIComponent(faq.title.slice(0, BOARD_SEARCH_MAX_LENGTH).trim())}`,
          true,
        ),
      ),
    planNames: sources.plans.map((plan) => plan.title),
  };
}

/** The documents a query matches, those matching by title before those matching only by text. */
export function matchDocuments(documents: readonly IndexedDocument[], query: string): IndexedDocument[] {
  const byTitle: IndexedDocument[] = [];
  const byText: IndexedDocument[] = [];
  for (const document of documents) {
    if (matchesQuery(document.titleKeys, query)) byTitle.push(document);
    else if (matchesQuery(document.textKeys, query)) byText.push(document);
  }
  return [...byTitle, ...byText];
}
