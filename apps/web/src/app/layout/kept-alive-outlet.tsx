import { Activity, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { KEPT_ALIVE_PAGES_MAX } from '@mvno/contract';

interface KeptPage {
  /** The address's path: a change of query (filters, sort) is the same page, which updates in place. */
  pathname: string;
  element: ReactNode;
}

/**
 * The current screen, and hidden behind it the previous one (spec §2.4, §9: up to two pages kept alive).
 * Going back to it shows it as it was — its loaded '더보기' pages, open filters and inputs — without loading
 * it again, and ScrollRestoration puts the window where it was. React's Activity keeps the hidden screen's
 * state and disconnects its effects, so it neither fetches nor listens meanwhile. A screen is its path: a
 * new query (a filter, a sort) updates the same screen, as it always has.
 */
export function KeptAliveOutlet() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const [pages, setPages] = useState<readonly KeptPage[]>([]);

  // The screen now shown moves to the end of the kept pages while rendering (React's pattern for state that
  // follows a changed input); the oldest beyond the limit is let go.
  if (pages.at(-1)?.pathname !== pathname) {
    const others = pages.filter((page) => page.pathname !== pathname);
    setPages([...others, { pathname, element: outlet }].slice(-KEPT_ALIVE_PAGES_MAX));
  }

  return pages.map((page) => (
    <Activity key={page.pathname} mode={page.pathname === pathname ? 'visible' : 'hidden'}>
      {page.pathname === pathname ? outlet : page.element}
    </Activity>
  ));
}
