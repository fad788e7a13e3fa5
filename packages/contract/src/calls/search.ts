import { searchRequestSchema, searchResultSchema, searchWordListSchema } from '../search/search.ts';
import { callAddresses } from './addresses.ts';
import { defineCalls } from './define.ts';

export const searchCalls = defineCalls({
  search: {
    group: 'search',
    ...callAddresses.search,
    summary: { ko: '통합 검색 (요금제, 부가서비스, 이벤트, 공지사항, FAQ)', en: 'Site search, grouped' },
    description:
      'Spacing is ignored and a word of initial consonants only (ㄷㅇㅌ) matches by the initial consonants of ' +
      'each title. An empty word answers 4000 with 검색어를 입력해주세요. When nothing matches, `suggestion` ' +
      'names the closest plan.',
    caller: 'anonymous',
    querystring: searchRequestSchema,
    entity: searchResultSchema,
    failures: [],
  },
  findSearchWords: {
    group: 'search',
    ...callAddresses.findSearchWords,
    summary: { ko: '인기 검색어와 추천 검색어', en: 'Popular and suggested search words' },
    caller: 'anonymous',
    entity: searchWordListSchema,
    failures: [],
  },
});
