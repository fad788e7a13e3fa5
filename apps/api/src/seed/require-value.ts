/** Seed rows refer to each other by key; a key without a row is a mistake in the seed data, so stop loudly. */
export function requireValue<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed data refers to a missing key: ${String(key)}`);
  return value;
}
