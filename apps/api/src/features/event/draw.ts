import { randomInt } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A new seed for a draw: 32 random bits, written down with the draw so anyone can repeat it. */
export function newDrawSeed(): string {
  return String(randomInt(0, 2 ** 32));
}

/**
 * The winners among `entryNos` (in entry order) for `seed`: the first `winnerCount` places of a Fisher–Yates
 * shuffle driven by xoroshiro128+ from the seed. The same entries and seed give the same winners, in the same
 * order, on any machine, so a recorded draw can be checked by running it again.
 */
export function drawWinners(entryNos: readonly number[], winnerCount: number, seed: string): number[] {
  const pool = [...entryNos];
  const rng = xoroshiro128plus(Number(seed) | 0);
  const drawn = Math.min(Math.max(winnerCount, 0), pool.length);
  for (let place = 0; place < drawn; place += 1) {
    const pick = uniformInt(rng, place, pool.length - 1);
    const [current, picked] = [pool[place], pool[pick]];
    if (current === undefined || picked === undefined) break;
    pool[place] = picked;
    pool[pick] = current;
  }
  return pool.slice(0, drawn);
}
