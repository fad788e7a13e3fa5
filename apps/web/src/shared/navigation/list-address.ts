import { parseRecordNumber } from '@mvno/contract';

/** The page of a list from its address (`?page=2`): 1 when missing or not a page number. */
export function pageOf(searchParams: URLSearchParams): number {
  return parseRecordNumber(searchParams.get('page')) ?? 1;
}

/** A list page's address with a query, leaving out what is empty or the first page. */
export function listHrefOf(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}
