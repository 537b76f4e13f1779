/** React keeps an element's props on the elements it has rendered or hydrated (`__reactProps$…`). */
const isHydrated = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** How long a held click waits for its button to be hydrated. */
const WAIT_MS = 10_000;

/**
 * A server-rendered page shows its buttons before their handlers exist: until React has hydrated a
 * button (its part of the page can hydrate later than the rest), a click on it would do nothing, or
 * submit a form the old way. Such a click is held back and given again once the button is
 * hydrated. Links are left alone: without a handler they still navigate.
 */
export const holdEarlyClicks = (root: Element): void => {
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !root.contains(button) || isHydrated(button)) return;
      event.preventDefault();
      event.stopPropagation();
      const started = performance.now();
      const clickOnceHydrated = () => {
        if (!button.isConnected) return;
        if (isHydrated(button)) button.click();
        else if (performance.now() - started < WAIT_MS) requestAnimationFrame(clickOnceHydrated);
      };
      requestAnimationFrame(clickOnceHydrated);
    },
    true,
  );
};
