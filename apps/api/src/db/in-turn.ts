/**
 * Awaits queries one after another, for work that may run inside a transaction. A drizzle query starts when
 * it is awaited; a transaction's queries share one connection, which runs them one at a time anyway, and
 * node-postgres warns on overlapping ones (its next major refuses them). Outside a transaction the few
 * milliseconds `Promise.all` would save are not worth a second way.
 */
export async function inTurn<T extends readonly PromiseLike<unknown>[]>(
  queries: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
