import { useRef, type KeyboardEvent } from 'react';

/**
 * The arrow keys of a tab list (the WAI-ARIA tabs pattern): Left and Right choose the tab beside the focused
 * one, wrapping at the ends, and move the focus to it. Only the chosen tab is in the Tab order; the screen
 * gives each tab `ref={refOf(index)}` and `onKeyDown={(event) => onKeyDown(event, index)}`.
 */
export function useTabKeys<T, E extends HTMLElement>(tabs: readonly T[], choose: (tab: T) => void) {
  const elements = useRef<(E | null)[]>([]);
  return {
    refOf: (index: number) => (element: E | null) => {
      elements.current[index] = element;
    },
    onKeyDown: (event: KeyboardEvent<E>, index: number) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      const next = (index + step + tabs.length) % tabs.length;
      const target = tabs[next];
      if (target === undefined) return;
      choose(target);
      elements.current[next]?.focus();
    },
  };
}
