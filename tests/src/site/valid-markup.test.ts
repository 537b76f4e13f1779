import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HtmlValidate } from 'html-validate';
import { type Page } from 'playwright-core';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import { expectHeading, settled, trackRequests } from '../support/e2e-helpers.js';
import { submitPublication } from '../support/publications.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The pages Lighthouse measures too, with the heading that says each has rendered. */
const pages = [
  { open: '/', heading: 'Academy of Sciences' },
  { open: '/registry', heading: 'Registry' },
  { open: '/registry/search?query=Lovelace', heading: 'Registry: Lovelace' },
  { open: '/journal', heading: 'Journal' },
  { open: '/journal/publications/1', heading: 'Quasicrystal Tilings of the Hyperbolic Plane' },
  { open: '/sign-up', heading: 'Sign up' },
];

/**
 * The recommended rules, less those about how Chromium writes a DOM back out as text (the
 * document checked is `page.content()`, not a file anyone wrote): `crossorigin=""` and
 * `hidden=""` for the bare attributes, a boolean one as `selected=""` (a server-rendered select's
 * chosen option), whitespace between the head's elements. Ids are checked
 * as HTML defines them (non-empty, no whitespace): React's `useId` and Zag's `field::_r_2_` are
 * valid ids that the rule's strict form (letters, digits, dash, underscore) refuses. Inline
 * styles are how Chakra's positioner places a popover and how a hidden input is hidden: set by
 * the components at run time, never written in markup.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'attribute-empty-style': 'off',
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'no-trailing-whitespace': 'off',
    'no-inline-style': 'off',
    'valid-id': ['error', { relaxed: true }],
    // ARIA 1.2 lets a list, a group or a landmark be named; the rule's default allows fewer.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The toast group is Zag's `<div role="region">`, which the app does not render itself.
    'prefer-native-element': ['error', { exclude: ['region'] }],
    // Chakra's List writes `role="list"` on purpose: Safari drops a list's role when its markers
    // are hidden, and the Members list hides them.
    'no-redundant-role': 'off',
    // Zag's checkbox root is a `<label>` that wraps its input and names it with `for` as well.
    'no-redundant-for': 'off',
  },
});

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
    'when %s has rendered, then html-validate reports no error',
    async (_open, { open, heading }) => {
      await page.goto(`${app.url}${open}`);
      await expectHeading(page, heading);
      await settled(page);
      expect(await markupErrors(page)).toEqual([]);
    },
    30_000,
  );
});
