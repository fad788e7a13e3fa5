import { describe, expect, it } from 'vitest';
import { drawWinners, newDrawSeed } from './draw.ts';

const entries = Array.from({ length: 50 }, (_, index) => 101 + index);

describe('drawWinners', () => {
  it('repeats a recorded draw exactly: same entries and seed, same winners in the same order', () => {
    const seed = newDrawSeed();
    expect(drawWinners(entries, 10, seed)).toEqual(drawWinners(entries, 10, seed));
  });

  it('gives a known answer for a known seed, so a draw can be checked on any machine', () => {
    expect(drawWinners([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3, '20261110')).toEqual([8, 4, 2]);
  });

  it.each([
    { winnerCount: 10, drawn: 10 },
    { winnerCount: 50, drawn: 50 },
    { winnerCount: 80, drawn: 50 },
    { winnerCount: 0, drawn: 0 },
  ])('draws $drawn distinct entrants when $winnerCount winners are asked of 50', ({ winnerCount, drawn }) => {
    const winners = drawWinners(entries, winnerCount, newDrawSeed());
    expect(winners).toHaveLength(drawn);
    expect(new Set(winners).size).toBe(drawn);
    for (const winner of winners) expect(entries).toContain(winner);
  });

  it('draws from no entrants without failing', () => {
    expect(drawWinners([], 5, '7')).toEqual([]);
  });

  it('gives every entrant a chance: over many seeds each one wins about as often', () => {
    const wins = new Map<number, number>();
    for (let seed = 0; seed < 2000; seed += 1) {
      for (const winner of drawWinners([1, 2, 3, 4], 1, String(seed)))
        wins.set(winner, (wins.get(winner) ?? 0) + 1);
    }
    for (const entry of [1, 2, 3, 4]) expect(wins.get(entry)).toBeGreaterThan(400);
  });
});
