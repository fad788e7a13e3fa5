/**
 * Parses a query string the way the site's client sends it: arrays as repeated keys or in dot
 * notation (`dataBucket.0=A&dataBucket.1=B`), both read as `dataBucket: ['A', 'B']`.
 */
export function parseQueryString(raw: string): Record<string, string | string[]> {
  // A Map, then own properties: a key such as __proto__ can never reach an object's prototype.
  const result = new Map<string, string | string[]>();
  const indexed = new Map<string, Array<[number, string]>>();
  for (const [rawKey, value] of new URLSearchParams(raw)) {
    const match = /^(.+)\.(\d+)$/.exec(rawKey);
    if (match?.[1] !== undefined && match[2] !== undefined) {
      const items = indexed.get(match[1]) ?? [];
      items.push([Number(match[2]), value]);
      indexed.set(match[1], items);
      continue;
    }
    const existing = result.get(rawKey);
    if (existing === undefined) result.set(rawKey, value);
    else result.set(rawKey, Array.isArray(existing) ? [...existing, value] : [existing, value]);
  }
  for (const [key, items] of indexed) {
    const values = items.sort((a, b) => a[0] - b[0]).map(([, value]) => value);
    const existing = result.get(key);
    const previous = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    result.set(key, [...previous, ...values]);
  }
  return Object.fromEntries(result);
}
