import { compactText } from '@mvno/contract';
import type { Database } from '../db/client.ts';
import { searchWords } from '../db/schema/search.ts';

/**
 * A new site has no searches to count, so the popular list starts from what an MVNO's visitors look for
 * most (data, unlimited, USIM, moving a number); real searches overtake these counts within days.
 */
const popularSeeds: Array<[word: string, count: number]> = [
  ['데이터 무제한', 120],
  ['5G', 96],
  ['유심', 88],
  ['통화무제한', 74],
  ['요금제 변경', 61],
  ['데이터 추가', 47],
  ['번호이동', 35],
  ['이벤트', 28],
];

/** Words the MVNO suggests trying, each finding something on a fresh site: plans, add-ons, notices and FAQ. */
const suggestedSeeds = ['5G 완전무제한', 'LTE 실속', '데이터 쉐어링', '스팸차단', '셀프개통', '로밍'];

export async function seedSearchWords(db: Database): Promise<void> {
  const rows = new Map<string, typeof searchWords.$inferInsert>();
  for (const [displayWord, searchCount] of popularSeeds) {
    rows.set(compactText(displayWord), { word: compactText(displayWord), displayWord, searchCount });
  }
  suggestedSeeds.forEach((displayWord, order) => {
    const word = compactText(displayWord);
    rows.set(word, {
      word,
      displayWord,
      searchCount: rows.get(word)?.searchCount ?? 0,
      suggestedOrder: order,
    });
  });
  await db.insert(searchWords).values([...rows.values()]);
}
