import { hydratedAttribute } from '../config/server-markup';

/**
 * A server-rendered page shows its buttons and forms before their handlers exist: until the app
 * has hydrated the page (the root then carries `data-hydrated`, set by `ServerMarkupCleanup` once
 * the hydrated tree is committed and the lazy parts it rendered have loaded), a click on a button
 * would do nothing, a check box (a filter) would tick without filtering, and a form would submit
 * the old way, reloading the page. Such a click or
 * submission is held back and given again once the page is hydrated. Links are left alone:
 * without a handler they still navigate. A control in a lazy part (a button inside a tooltip)
 * may still be the server's markup then, but its module has loaded, so React hydrates it at
 * once when it is clicked.
 */
/** What a click before hydration would change without the app: a button, a check box, a choice. */
const heldControls = 'button, label, input[type="checkbox"], input[type="radio"]';

export const holdEarlyClicks = (root: Element): void => {
  const hydrated = () => root.hasAttribute(hydratedAttribute);
  const pending: (() => void)[] = [];
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    for (const replay of pending.splice(0)) replay();
  });
  observer.observe(root, { attributes: true, attributeFilter: [hydratedAttribute] });

  const held = (event: Event, element: Element | null): element is Element => {
    if (!element || !root.contains(element) || hydrated()) return false;
    event.preventDefault();
    event.stopPropagation();
    return true;
  };
  /** Replays once the page is hydrated (however long that takes), unless the element left the page. */
  const later = (element: Element, replay: () => void) =>
    pending.push(() => {
      if (element.isConnected) replay();
    });
  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(heldControls) : null;
      if (held(event, control) && control instanceof HTMLElement) later(control, () => control.click());
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
