/** A page request as the contract's pageQuerySchema gives it: limit -1 asks for every row. */
export interface PageQuery {
  page: number;
  limit: number;
}

/** Rows to skip and to take; `limit` undefined = no limit. */
export interface RowWindow {
  offset: number;
  limit: number | undefined;
}

export function rowWindowOf({ page, limit }: PageQuery): RowWindow {
  // Every row means every row, whatever page was asked for, so a caller never gets an empty 'all'.
  if (limit === -1) return { offset: 0, limit: undefined };
  return { offset: (page - 1) * limit, limit };
}

export function slicePage<T>(items: readonly T[], query: PageQuery): T[] {
  const { offset, limit } = rowWindowOf(query);
  return limit === undefined ? [...items] : items.slice(offset, offset + limit);
}

/** The part of a cache key that names the page; every page of an unlimited answer is the same answer. */
export function pageKeyOf({ page, limit }: PageQuery): string {
  return limit === -1 ? 'all' : `${page}:${limit}`;
}
