import { hydratedAttribute } from '../config/server-markup';

/** How long clicks are held for the app to take the page over; after that they go through. */
const WAIT_MS = 10_000;

/**
 * A server-rendered page shows its buttons and forms before their handlers exist: until the app
 * has hydrated the page (the root then carries `data-hydrated`, set by `ServerMarkupCleanup` in an
 * effect, which React runs once the hydrated tree is committed), a click on a button would do
 * nothing and a form would submit the old way, reloading the page. Such a click or submission is
 * held back and given again once the page is hydrated. Links are left alone: without a handler
 * they still navigate. A part of the page that hydrates later than the root (a lazy component in
 * a Suspense boundary) is React's own to handle: it replays an event on a part it has not
 * hydrated yet.
 */
export const holdEarlyClicks = (root: Element): void => {
  let holding = true;
  const hydrated = () => !holding || root.hasAttribute(hydratedAttribute);
  const pending: (() => void)[] = [];
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    for (const replay of pending.splice(0)) replay();
  });
  observer.observe(root, { attributes: true, attributeFilter: [hydratedAttribute] });
  setTimeout(() => {
    holding = false;
    observer.disconnect();
  }, WAIT_MS);

  const held = (event: Event, element: Element | null): element is Element => {
    if (!element || !root.contains(element) || hydrated()) return false;
    event.preventDefault();
    event.stopPropagation();
    return true;
  };
  /** Replays once the page is hydrated, unless the element left the page meanwhile. */
  const later = (element: Element, replay: () => void) =>
    pending.push(() => {
      if (element.isConnected) replay();
    });
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (held(event, button)) later(button, () => button.click());
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      if (held(event, form)) later(form, () => form.requestSubmit());
    },
    true,
  );
};
