import { describe, expect, it } from 'vitest';
import { createTaggedCacheFamily, passThroughCacheFamily } from './tagged-cache.ts';

/** A loader that counts its reads and answers the current value of a row. */
function row(initial: string | undefined) {
  const state = { value: initial, reads: 0 };
  return {
    state,
    load: () => {
      state.reads += 1;
      return Promise.resolve(state.value);
    },
  };
}
const tagged = (tag: string) => () => [tag];

describe('a tagged cache', () => {
  it('reads a row again once it is older than the family allows, where announcements can lag', async () => {
    const cache = createTaggedCacheFamily(() => false, 30).create<string>(10);
    const { state, load } = row('a');
    await cache.read('k', load, tagged('users:1'));
    await cache.read('k', load, tagged('users:1'));
    expect(state.reads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    state.value = 'b';
    expect(await cache.read('k', load, tagged('users:1'))).toBe('b');
    expect(state.reads).toBe(2);
  });

  it('drops everything when announcements may have been missed', async () => {
    const family = createTaggedCacheFamily(() => false);
    const cache = family.create<string>(10);
    const { state, load } = row('a');
    await cache.read('k', load, tagged('users:1'));
    family.invalidateAll();
    state.value = 'b';
    expect(await cache.read('k', load, tagged('users:1'))).toBe('b');
  });

  it('reads a row once and answers from memory after', async () => {
    const cache = createTaggedCacheFamily(() => false).create<string>(10);
    const { state, load } = row('a');
    expect(await cache.read('k', load, tagged('users:1'))).toBe('a');
    expect(await cache.read('k', load, tagged('users:1'))).toBe('a');
    expect(state.reads).toBe(1);
  });

  it('drops the values carrying a changed row’s tag, in every cache of the family', async () => {
    const family = createTaggedCacheFamily(() => false);
    const sessions = family.create<string>(10);
    const users = family.create<string>(10);
    const session = row('s1');
    const user = row('u1');
    const other = row('u2');
    await sessions.read('token', session.load, () => ['sessions:7']);
    await users.read('1:1', user.load, () => ['users:1', 'plans:3']);
    await users.read('2:4', other.load, () => ['users:2', 'plans:5']);

    family.invalidate('plans:3');
    user.state.value = 'u1 renamed';
    expect(await users.read('1:1', user.load, () => ['users:1', 'plans:3'])).toBe('u1 renamed');
    expect(await users.read('2:4', other.load, () => ['users:2', 'plans:5'])).toBe('u2');
    expect(other.state.reads).toBe(1);

    family.invalidate('sessions:7');
    session.state.value = 's1 revoked';
    expect(await sessions.read('token', session.load, () => ['sessions:7'])).toBe('s1 revoked');
  });

  it('does not keep a value read while a change landed', async () => {
    const family = createTaggedCacheFamily(() => false);
    const cache = family.create<string>(10);
    const { state } = row('old');
    const reading = cache.read(
      'k',
      async () => {
        state.reads += 1;
        const seen = state.value;
        family.invalidate('users:1');
        state.value = 'new';
        return seen;
      },
      tagged('users:1'),
    );
    expect(await reading).toBe('old');
    expect(await cache.read('k', () => Promise.resolve(state.value), tagged('users:1'))).toBe('new');
  });

  it('keeps no miss, so unknown keys cannot fill it', async () => {
    const cache = createTaggedCacheFamily(() => false).create<string>(10);
    const { state, load } = row(undefined);
    expect(await cache.read('nobody', load, tagged('sessions:0'))).toBeUndefined();
    expect(await cache.read('nobody', load, tagged('sessions:0'))).toBeUndefined();
    expect(state.reads).toBe(2);
  });

  it('holds at most its bound, letting the oldest value go', async () => {
    const cache = createTaggedCacheFamily(() => false).create<string>(2);
    const rows = ['a', 'b', 'c'].map((value) => row(value));
    const readRow = (index: number) => cache.read(`k${index}`, rows[index]!.load, tagged(`t${index}`));
    for (const index of [0, 1, 2, 2, 1, 0]) await readRow(index);
    expect(rows.map(({ state }) => state.reads)).toEqual([2, 1, 1]);
  });

  it('reads the database itself while bypassed (inside a transaction)', async () => {
    let isInTransaction = true;
    const cache = createTaggedCacheFamily(() => isInTransaction).create<string>(10);
    const { state, load } = row('a');
    await cache.read('k', load, tagged('t'));
    await cache.read('k', load, tagged('t'));
    expect(state.reads).toBe(2);
    isInTransaction = false;
    await cache.read('k', load, tagged('t'));
    await cache.read('k', load, tagged('t'));
    expect(state.reads).toBe(3);
  });

  it('keeps nothing in the pass-through family', async () => {
    const cache = passThroughCacheFamily.create<string>(10);
    const { state, load } = row('a');
    await cache.read('k', load, tagged('t'));
    await cache.read('k', load, tagged('t'));
    expect(state.reads).toBe(2);
  });
});
