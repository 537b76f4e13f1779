import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation to another path, focus goes to the page's `main` (its landmark),
 * where a screen reader starts reading the new page and Tab continues: otherwise the link that was
 * clicked is often gone and focus falls to <body>. A page that put focus inside `main` itself (an
 * autofocused field) keeps it. The first render (a page load) leaves focus to the browser.
 */
export const useFocusOnNavigation = (main: RefObject<HTMLElement | null>): void => {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = main.current;
    const active = document.activeElement;
    if (!target || (active && active !== document.body && target.contains(active))) return;
    target.focus({ preventScroll: true });
  }, [pathname, main]);
};
