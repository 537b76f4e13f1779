import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HtmlValidate } from 'html-validate';
import { type Page } from 'playwright-core';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import { expectHeading, hydrated, settled, trackRequests } from '../support/e2e-helpers.js';
import { submitPublication } from '../support/publications.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The pages Lighthouse measures too, with the heading that says each has rendered. */
const pages = [
  { open: '/', heading: 'Academy of Sciences' },
  { open: '/registry', heading: 'Registry' },
  { open: '/registry/search?query=Lovelace', heading: 'Registry: Lovelace' },
  { open: '/registry/search?query=physics', heading: 'Registry: physics' },
  { open: '/journal', heading: 'Journal' },
  { open: '/journal/publications/1', heading: 'Quasicrystal Tilings of the Hyperbolic Plane' },
  { open: '/sign-up', heading: 'Sign up' },
];

/**
 * html-validate's recommended rules, less five that ask only for a way of writing what is valid
 * either way, as React's server renderer and Vite write it: void elements closed with `/>`
 * (`void-style`), boolean attributes as `checked=""` (`attribute-boolean-style`), attribute names
 * in their DOM property's case, `autoComplete` (`attr-case`; HTML names are case-insensitive),
 * `crossorigin` with an empty value (`attribute-empty-style`; the anonymous state either way),
 * and ids of letters, digits, `-` and `_` only (`valid-id`'s strict mode; zag writes `field::…`).
 * Every rule about validity and accessibility stays.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attr-case': 'off',
    'attribute-empty-style': 'off',
    // HTML allows any id without white space; the strict mode asks for letters, digits, `-` and `_`
    // only, and zag's ids are `field::<id>`. The relaxed mode keeps what validity asks (no space, not empty).
    'valid-id': ['error', { relaxed: true }],
  },
});

/** html-validate's errors on a document, one line each (rule, message, line). */
const errorsIn = async (html: string): Promise<string[]> => {
  const report = await validator.validateString(html);
  return report.results
    .flatMap((result) => result.messages.filter((m) => m.severity === 2))
    .map(
      (m) =>
        `${m.ruleId}: ${m.message} at line ${m.line}: ${html.split('\n')[m.line - 1]?.slice(m.column - 1, m.column + 120)}`,
    );
};

/** html-validate's errors on the document as rendered, one line each (rule, message, element). */
const markupErrors = async (page: Page): Promise<string[]> => {
  const html = await page.content();
  const report = await validator.validateString(html);
  const errors = report.results.flatMap((result) => result.messages.filter((m) => m.severity === 2));
  return Promise.all(
    errors.map(async (m) => {
      const element = m.selector
        ? await page
            .locator(m.selector)
            .first()
            .evaluate('(el) => el.outerHTML.slice(0, 160)')
            .catch(() => m.selector ?? '')
        : `line ${m.line}`;
      return `${m.ruleId}: ${m.message} at ${element}`;
    }),
  );
};

describe('markup of the rendered pages (html-validate, recommended rules)', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let page: Page;

  beforeAll(async () => {
    [browser, app] = await Promise.all([openBrowser(), startTestApp({ frontend: true })]);
    const ada = await app.member({ firstName: 'Ada', lastName: 'Lovelace', membershipTier: 'member' });
    // With expertise, so the Registry shows each member's expertise tags as well.
    await ada.browser.json('POST', '/rest/expertise/tags', { tag: 'analytical engines' });
    await ada.browser.json('PATCH', '/rest/user/profile', { expertise: ['analytical engines'] });
    const { position } = await submitPublication(ada);
    // The pages do not wait for the read models: a query that does waits for them first.
    for (const read of ['/rest/journal/list', '/rest/registry/search?query=Lovelace']) {
      await fetch(`${app.url}${read}`, { headers: { 'x-min-position': String(position) } });
    }
    page = trackRequests(await browser.newPage());
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  it.each(pages.map((p) => [p.open, p] as const))(
    'when %s is served, then html-validate reports no error in its HTML',
    async (open) => {
      const answer = await fetch(`${app.url}${open}`);
      expect(await errorsIn(await answer.text())).toEqual([]);
    },
  );

  it.each(pages.flatMap((p) => (['light', 'dark'] as const).map((mode) => [p.open, mode, p] as const)))(
    'when %s has rendered in %s mode, then html-validate reports no error in the document as shown',
    async (_open, mode, { open, heading }) => {
      await page.emulateMedia({ colorScheme: mode });
      await page.goto(`${app.url}${open}`);
      await expectHeading(page, heading);
      await hydrated(page);
      await settled(page);
      expect(await markupErrors(page)).toEqual([]);
    },
    30_000,
  );
});
