import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation to another path, focus goes to the page's `main` (its landmark,
 * `#main`), where a screen reader starts reading the new page and Tab continues: otherwise the
 * link that was clicked is often gone and focus falls to <body>. A page that put focus inside
 * `main` itself (an autofocused field) keeps it; a page load leaves focus to the browser.
 *
 * The footer calls it, so that it sits in the footer's chunk, loaded just after the frame and long
 * before a first navigation: the frame's initial JS is at its budget (docs/performance.md).
 */
export const useFocusOnNavigation = (): void => {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    const main = document.getElementById('main');
    // `contains` is false for <body> and null: focus moves then, or when it is outside main.
    if (last.current !== pathname && !main?.contains(document.activeElement))
      main?.focus({ preventScroll: true });
    last.current = pathname;
  }, [pathname]);
};
