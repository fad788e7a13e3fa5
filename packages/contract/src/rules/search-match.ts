import { disassemble, getChoseong } from 'es-hangul';

/**
 * Korean-aware matching for the site search. Text is compared in three forms, each computed once per
 * document: without spaces and in lower case (so '데이터 무제한' and '데이터무제한' are one word), as initial
 * consonants (so ㄷㅇㅌ finds 데이터) and as jamo (so a one-letter slip, 데이타, is still near 데이터).
 */

/** Lower case, composed (NFC), without any white space. */
export function compactText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/gu, '');
}

const COMPATIBILITY_CONSONANT = /^[ㄱ-ㅎ]$/u;

/**
 * Each Hangul syllable replaced by its initial consonant, everything else kept as it is ('5G 데이터' →
 * '5gㄷㅇㅌ'), so a consonant query cannot match across a number or a Latin word.
 */
export function choseongText(text: string): string {
  return Array.from(compactText(text))
    .map((character) => getChoseong(character) || character)
    .join('');
}

/** The jamo of the compact text ('데이터' → 'ㄷㅔㅇㅣㅌㅓ'): the unit typing slips are counted in. */
export function jamoText(text: string): string {
  return disassemble(compactText(text));
}

/** A query of initial consonants only, as people type to find a word quickly (ㄷㅇㅌ). */
export function isChoseongQuery(query: string): boolean {
  const compact = compactText(query);
  return compact !== '' && Array.from(compact).every((character) => COMPATIBILITY_CONSONANT.test(character));
}

/** A document's text in the forms a query is matched against. */
export interface SearchKeys {
  compact: string;
  choseong: string;
}

export function searchKeysOf(text: string): SearchKeys {
  return { compact: compactText(text), choseong: choseongText(text) };
}

/** Whether a document's keys contain the query: by initial consonants for a consonant query, else as text. */
export function matchesQuery(keys: SearchKeys, query: string): boolean {
  const compact = compactText(query);
  if (compact === '') return false;
  return isChoseongQuery(query) ? keys.choseong.includes(compact) : keys.compact.includes(compact);
}

/**
 * The fewest single-character edits turning `query` into some part of `text` (Sellers' variant of
 * Levenshtein: the match may start and end anywhere in `text`), so a typo in a short word is measured
 * against the word inside a longer name, not against the whole name.
 */
export function partialEditDistance(query: string, text: string): number {
  const source = Array.from(query);
  const target = Array.from(text);
  if (source.length === 0) return 0;
  // previous[j]: edits for the query so far ending at text position j; a match may begin anywhere (row 0).
  let previous: number[] = new Array<number>(target.length + 1).fill(0);
  for (let i = 1; i <= source.length; i += 1) {
    const current: number[] = [i];
    for (let j = 1; j <= target.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (source[i - 1] === target[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return Math.min(...previous);
}

/**
 * The name closest to a query that found nothing, counted in jamo so 데이타 is one slip from 데이터. Only
 * a name within a quarter of the query's jamo (at least one) counts as meant; otherwise null, since
 * suggesting an unrelated plan would mislead. Ties go to the earlier name (the catalogue's order).
 */
export function closestName(query: string, names: readonly string[]): string | null {
  const queryJamo = jamoText(query);
  if (queryJamo === '') return null;
  const allowed = Math.max(1, Math.floor(Array.from(queryJamo).length / 4));
  let best: { name: string; distance: number } | null = null;
  for (const name of names) {
    const distance = partialEditDistance(queryJamo, jamoText(name));
    if (distance <= allowed && (best === null || distance < best.distance)) best = { name, distance };
  }
  return best?.name ?? null;
}
