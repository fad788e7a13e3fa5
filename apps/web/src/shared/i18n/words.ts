import { textOf, type Message } from '@mvno/contract';

/** A table of the contract's labels (its enums' names) in the page's words. */
export function wordsOf<Key extends string>(labels: Record<Key, Message>): Record<Key, string> {
  const words: Partial<Record<Key, string>> = {};
  for (const key of Object.keys(labels) as Key[]) words[key] = textOf(labels[key]);
  return words as Record<Key, string>;
}
