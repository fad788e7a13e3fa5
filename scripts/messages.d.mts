/** The message catalogue's check (messages.mjs): every problem found, none when all is in order. */
export function checkCatalogs(names?: string[]): Promise<string[]>;
