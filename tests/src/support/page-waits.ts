// What a browser suite waits for: the app in charge of the page, the page's requests settled, its animations done, a mode or attribute shown.
import { type Page, type Request } from 'playwright-core';

const inFlight = new WeakMap<Page, { pending: Set<Request>; recent: string[]; last: number }>();

/** Starts counting a page's requests, for `settled`; call right after opening the page. */
export const trackRequests = (page: Page): Page => {
  if (inFlight.has(page)) return page;
  const state = { pending: new Set<Request>(), recent: [] as string[], last: Date.now() };
  inFlight.set(page, state);
  const done = (request: Request) => {
    state.pending.delete(request);
    state.last = Date.now();
  };
  page.on('request', (request) => {
    state.pending.add(request);
    state.recent = [...state.recent.slice(-4), `${request.method()} ${request.url()}`];
    state.last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return page;
};

/**
 * Resolves once the app's React has taken over what the root shows: a page the server rendered
 * is, until then, the server's markup (a select's `selected` attribute), and says so on the root
 * once hydrated (`data-hydrated`).
 */
export const hydrated = async (page: Page, timeoutMs = 15_000): Promise<void> => {
  // A function, not a string: the page's CSP refuses to evaluate strings. Browser-side code with
  // the DOM's types left out (the tests compile without them).
  type Root = { firstElementChild: object | null; hasAttribute(name: string): boolean };
  type Doc = { document: { getElementById(id: string): Root | null } };
  await page.waitForFunction(
    () => {
      const { document } = globalThis as unknown as Doc;
      const root = document.getElementById('root');
      const first = root?.firstElementChild;
      const rendered = !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
      return (
        rendered &&
        (document.getElementById('server-state') === null || !!root?.hasAttribute('data-hydrated'))
      );
    },
    undefined,
    { timeout: timeoutMs },
  );
};

/**
 * Resolves once the page has had no request in flight for `quietMs` (like Playwright's
 * "networkidle", which always waits 500 ms): late console errors then belong to this page.
 */
export const settled = async (page: Page, quietMs = 200, timeoutMs = 10_000): Promise<void> => {
  const state = inFlight.get(page);
  if (!state) throw new Error('settled(page) needs trackRequests(page) first');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (state.pending.size === 0 && Date.now() - state.last >= quietMs) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  const pending = [...state.pending].map((r) => `${r.method()} ${r.url()}`).join(', ') || 'none';
  throw new Error(
    `requests still in flight after ${timeoutMs} ms on ${page.url()}: ${pending}; the last asked: ${state.recent.join(', ')}`,
  );
};

/** The path and query the page is on, e.g. `/registry/search?query=x`. */
export const whereIs = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

// Code run in the page is given as text: these suites compile without the DOM library.

/**
 * The page's document, typed just enough for the predicates below. `waitForFunction` gets functions,
 * never strings: a string predicate is re-evaluated with `eval`, which the app's CSP refuses.
 */
interface PageDocument {
  documentElement: { classList: { contains(name: string): boolean } };
  getAnimations(): { playState: string }[];
  querySelector(selector: string): { hasAttribute(name: string): boolean } | null;
}
type PageGlobal = { document: PageDocument };

/** Resolves when no CSS animation or transition is running (a drawer has slid in, say). */
export const animationsDone = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    (globalThis as unknown as PageGlobal).document.getAnimations().every((a) => a.playState !== 'running'),
  );

/** Resolves when the page shows dark mode (`dark` true) or light mode (`dark` false). */
export const waitForDarkMode = (page: Page, dark: boolean): Promise<unknown> =>
  page.waitForFunction(
    (want) =>
      (globalThis as unknown as PageGlobal).document.documentElement.classList.contains('dark') === want,
    dark,
  );

/** Resolves when the element matching `selector` has (or, with `present` false, lacks) the attribute. */
export const waitForAttribute = (
  page: Page,
  selector: string,
  attribute: string,
  present: boolean,
): Promise<unknown> =>
  page.waitForFunction(
    ([sel, attr, want]) =>
      ((globalThis as unknown as PageGlobal).document.querySelector(sel)?.hasAttribute(attr) ?? false) ===
      want,
    [selector, attribute, present] as const,
  );

/** Whether the page shows dark mode (next-themes puts the class on <html>). */
export const darkClass = "document.documentElement.classList.contains('dark')";

/** Chooses an item of the open menu once the menu has settled: a click while it still opens may miss. */
export const chooseMenuItem = async (page: Page, name: string): Promise<void> => {
  const item = page.getByRole('menuitem', { name, exact: true });
  await item.waitFor();
  await animationsDone(page);
  await item.click();
};
