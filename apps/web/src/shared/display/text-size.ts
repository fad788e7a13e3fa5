import { useSyncExternalStore } from 'react';
import { TEXT_SIZE_COOKIE, type TextSize } from '@mvno/contract';
import { createStore } from '../store.ts';

/** A year: a display choice outlives the visit, as a reader's glasses do. */
const REMEMBERED_SECONDS = 365 * 24 * 60 * 60;

/** Keeps a display choice (text size, language) in its cookie, which the server draws the next page from. */
export function rememberDisplayChoice(cookie: string, value: string): void {
  document.cookie = `${cookie}=${value}; path=/; max-age=${REMEMBERED_SECONDS}; samesite=lax`;
}

/**
 * The visitor's text size (docs/accessibility.md): 'large' scales the type by 1.25 and every target to at
 * least 48 px, raises the contrast, stops the carousels turning by themselves and puts help first on the
 * home page. The server draws a page in it from the `text-size` cookie (`<html data-text-size="large">`);
 * the browser starts from what the server drew.
 */
export const textSizeStore = createStore<TextSize>('standard');

/** The size the page was drawn in: what the server draws now, or, in the browser, its mark on <html>. */
let drawnSize: TextSize = 'standard';

/**
 * The text size now. A server-drawn page hydrates with the size it was drawn in, which is the visitor's: the
 * page's order (help first in large text) is in its HTML from the first byte, and nothing moves when the
 * browser takes it over.
 */
export function useTextSize(): TextSize {
  return useSyncExternalStore(textSizeStore.subscribe, textSizeStore.get, () => drawnSize);
}

/** Starts a page in the size it is drawn in: the server's mark on <html> (main.tsx), or what the server draws. */
export function startTextSize(size: TextSize): void {
  drawnSize = size;
  textSizeStore.set(size);
}

/** The switch: the page changes at once (the styles follow the mark on <html>) and the choice is kept. */
export function chooseTextSize(size: TextSize): void {
  textSizeStore.set(size);
  if (size === 'large') document.documentElement.dataset.textSize = 'large';
  else delete document.documentElement.dataset.textSize;
  rememberDisplayChoice(TEXT_SIZE_COOKIE, size);
}

/** The size <html> was drawn in, as main.tsx reads it before the first render. */
export function drawnTextSize(root: HTMLElement = document.documentElement): TextSize {
  return root.dataset.textSize === 'large' ? 'large' : 'standard';
}
