/** React keeps an element's props on the elements it has rendered or hydrated (`__reactProps$…`). */
const isHydrated = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** How long a held click waits for its button to be hydrated. */
const WAIT_MS = 10_000;

/** Calls `then` once React has hydrated `element` (checked each frame, for a while), unless it left the page. */
const onceHydrated = (element: Element, then: () => void) => {
  const started = performance.now();
  const check = () => {
    if (!element.isConnected) return;
    if (isHydrated(element)) then();
    else if (performance.now() - started < WAIT_MS) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

/**
 * A server-rendered page shows its buttons and forms before their handlers exist: until React has
 * hydrated them (a part of the page can hydrate later than the rest), a click on a button would do
 * nothing and a form would submit the old way, reloading the page. Such a click or submission is
 * held back and given again once its element is hydrated. Links are left alone: without a handler
 * they still navigate.
 */
export const holdEarlyClicks = (root: Element): void => {
  const held = (event: Event, element: Element | null): element is Element => {
    if (!element || !root.contains(element) || isHydrated(element)) return false;
    event.preventDefault();
    event.stopPropagation();
    return true;
  };
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (held(event, button)) onceHydrated(button, () => button.click());
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      if (held(event, form)) onceHydrated(form, () => form.requestSubmit());
    },
    true,
  );
};
