import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Locator, type Page } from 'playwright-core';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { openBrowser, screenshot, type BrowserUnderTest } from '../support/browser.js';
import { hydrated } from '../support/page-waits.js';

/** Signs up on the page (which also signs in) and answers the new member's id. */
const signUp = async (page: Page, url: string, firstName: string, lastName: string): Promise<string> => {
  await page.goto(`${url}/sign-up/associate`);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(`${firstName}.${lastName}.${Date.now()}@example.org`.toLowerCase());
  await page.getByLabel(/^Password/).fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/sign-up/success', { timeout: 15_000 });
  return page.evaluate(async () => {
    const answer = await fetch('/rest/user/status');
    return ((await answer.json()) as { userID: string }).userID;
  });
};

/** Saves the open editor and waits until it is back on the tab's view. */
const save = async (page: Page, userID: string, tab: string) => {
  await page.getByRole('form', { name: 'Edit profile' }).getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(`**/profile/${userID}/${tab}`, { timeout: 15_000 });
};

const editor = async (page: Page, url: string, userID: string, tab: string) => {
  await page.goto(`${url}/profile/${userID}/${tab}/edit`);
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.waitFor({ timeout: 15_000 });
  return form;
};

/** Waits until an organization select shows the organization chosen (or created) in it. */
const chosen = async (form: Locator, name: string) => {
  const values = () =>
    form.getByRole('combobox').evaluateAll((boxes) => boxes.map((b) => (b as { value?: string }).value));
  for (let i = 0; i < 150 && !(await values()).includes(name); i++)
    await new Promise((r) => setTimeout(r, 100));
  expect(await values()).toContain(name);
};

/**
 * Chooses Create "{name}" in an organization select until the app has asked to create it: a click
 * while the list re-renders (the suggestions arriving) can miss the option. A second request for
 * the same name is harmless: the app then chooses the organization the first one created.
 */
const createOrganization = async (page: Page, form: Locator, name: string) => {
  const option = form.getByRole('option', { name: `Create "${name}"` });
  for (let attempt = 0; attempt < 3; attempt++) {
    const asked = page
      .waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/rest/organizations',
        { timeout: 5_000 },
      )
      .then(
        () => true,
        () => false,
      );
    await option.click();
    if (await asked) return;
  }
  throw new Error(`Create "${name}" was clicked 3 times and the app asked for nothing`);
};

/** The search the page shows, as the address gives it. */
const searchOf = (page: Page) => new URL(page.url()).searchParams;

/** A facet checkbox by its label (value then count), clicked on its label as a person would. */
const facet = (page: Page, panel: string, label: RegExp) =>
  page
    .getByRole('region', { name: 'Filters' })
    .getByRole('group', { name: panel })
    .locator('label')
    .filter({ hasText: label });

/** The count a facet value shows, such as 2 for "United Kingdom (2)". */
const countOf = async (page: Page, panel: string, label: RegExp): Promise<number> => {
  const text = await facet(page, panel, label).first().innerText();
  return Number(/\((\d+)\)\s*$/.exec(text)?.[1] ?? NaN);
};

describe('profile editor (browser)', () => {
  let app: TestApp | undefined;
  let browser: BrowserUnderTest | undefined;

  beforeAll(async () => {
    browser = await openBrowser();
    app = await startTestApp({ frontend: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  it('when a member edits their profile and hides the bio, then a visitor sees the headline but not the bio or phone', async () => {
    const page = await browser!.newPage();
    await page.goto(`${app!.url}/sign-up/associate`);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Byron');
    await page.getByLabel('Email').fill(`ada.byron.${Date.now()}@example.org`);
    await page.getByLabel(/^Password/).fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/sign-up/success', { timeout: 15_000 });

    const userID = await page.evaluate(async () => {
      const answer = await fetch('/rest/user/status');
      return ((await answer.json()) as { userID: string }).userID;
    });

    await page.goto(`${app!.url}/profile/${userID}/about/edit`);
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.waitFor({ timeout: 15_000 });
    await form.getByLabel('Headline', { exact: true }).fill('Poetical scientist');
    await form.getByLabel('Bio (Markdown)').fill('A secret **bio** about engines');
    await form.getByLabel('Bio visibility').selectOption('private');
    await form.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0958');
    await form.getByRole('combobox', { name: 'Country' }).selectOption('GB');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved').waitFor({ timeout: 15_000 });
    await page.waitForURL(`**/profile/${userID}/about`);
    await page.getByText('A secret').waitFor();

    await page.goto(`${app!.url}/sign-out`);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await page.goto(`${app!.url}/profile/${userID}/about`);
    await page.getByRole('heading', { name: 'Ada Byron' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Poetical scientist').first().isVisible()).toBe(true);
    expect(await page.getByText('A secret').count()).toBe(0);
    expect(await page.getByText(/Phone/).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Edit/ }).count()).toBe(0);

    await screenshot(page, 'profile-visitor-view');
    expect(browser!.errorsOf(page)).toEqual([]);
  }, 120_000);

  let grace = '';

  it('when a member fills every profile field, uploads an image and hides the phone and bio, then a visitor finds them by expertise, availability, organization and country with facet counts that add up, sees neither hidden field, and opting out removes them from search at once', async () => {
    const url = app!.url;
    const context = browser!.context;
    const page = await browser!.newPage();
    grace = await signUp(page, url, 'Grace', 'Hopperfield');

    // About: image, names, headline, bio (members only), availability, location, phone (always private).
    let form = await editor(page, url, grace, 'about');
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    await form
      .getByLabel('Upload an image (JPEG, PNG or WebP, up to 5 MB)')
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Profile image saved').waitFor({ timeout: 15_000 });
    await form.getByLabel('Headline', { exact: true }).fill('Compiler pioneer');
    await form.getByLabel('Bio (Markdown)').fill('Hidden **notes** about compilers');
    await form.getByLabel('Bio visibility').selectOption('members');
    await form
      .locator('label')
      .filter({ hasText: /^Mentoring$/ })
      .click();
    await form.getByLabel('City', { exact: true }).fill('Cambridge');
    await form.getByLabel('State', { exact: true }).fill('Cambridgeshire');
    await form.getByRole('combobox', { name: 'Country' }).selectOption('GB');
    await form.getByLabel('Phone', { exact: true }).fill('+44 1223 000000');
    await save(page, grace, 'about');

    // Expertise: a new tag through the create-new option.
    form = await editor(page, url, grace, 'expertise');
    await form.getByLabel('Find expertise').fill('compiler construction');
    await form.getByRole('button', { name: 'Create "compiler construction"' }).click();
    await form.getByRole('list', { name: 'Your expertise' }).getByText('compiler construction').waitFor();
    await save(page, grace, 'expertise');

    // Experience and education: organizations created from the select.
    form = await editor(page, url, grace, 'experience');
    await form.getByRole('button', { name: 'Add position' }).click();
    await form.getByRole('combobox', { name: 'Organization', exact: true }).fill('Eckert Computing');
    await createOrganization(page, form, 'Eckert Computing');
    await chosen(form, 'Eckert Computing');
    await form.getByLabel('Role', { exact: true }).fill('Programmer');
    await form.getByLabel('Start (YYYY-MM)').fill('1949-06');
    await save(page, grace, 'experience');
    form = await editor(page, url, grace, 'education');
    await form.getByRole('button', { name: 'Add degree' }).click();
    await form.getByRole('combobox', { name: 'Institution', exact: true }).fill('Vassar Numbers College');
    await createOrganization(page, form, 'Vassar Numbers College');
    await chosen(form, 'Vassar Numbers College');
    await form.getByLabel('Degree', { exact: true }).fill('PhD');
    await form.getByLabel('Field', { exact: true }).fill('Mathematics');
    await form.getByLabel('Year', { exact: true }).fill('1934');
    await save(page, grace, 'education');

    const own = await page.evaluate(async () => (await fetch('/rest/user/profile')).json());
    expect(own).toMatchObject({
      headline: 'Compiler pioneer',
      bio: 'Hidden **notes** about compilers',
      expertise: ['compiler construction'],
      availability: ['mentoring'],
      location: { city: 'Cambridge', state: 'Cambridgeshire', country: 'GB' },
      phone: '+441223000000',
      hasImage: true,
      experience: [expect.objectContaining({ role: 'Programmer', start: '1949-06' })],
      education: [expect.objectContaining({ degree: 'PhD', field: 'Mathematics', year: 1934 })],
    });

    // A second member in the same field and organization, elsewhere (through the API).
    const howard = await app!.member({ firstName: 'Howard', lastName: 'Aikenfield' });
    const organizations = await howard.browser.json<{ organizations: { id: string; name: string }[] }>(
      'GET',
      '/rest/organizations?search=eckert',
    );
    const eckert = organizations.body.organizations.find((o) => o.name === 'Eckert Computing')!.id;
    const patched = await howard.browser.json<{ position: number }>('PATCH', '/rest/user/profile', {
      expertise: ['compiler construction'],
      availability: ['mentoring', 'consulting'],
      experience: [{ organizationID: eckert, role: 'Engineer', start: '1944-01', end: null }],
      location: { city: 'Boston', state: 'MA', country: 'US' },
    });
    expect(patched.status).toBe(200);
    const fresh = await howard.browser.get('/rest/registry/search?query=Aikenfield', {
      'x-min-position': String(patched.body.position),
    });
    expect(((await fresh.json()) as { total: number }).total).toBe(1);

    // A visitor narrows the Registry with the facet panels; every filter is in the address.
    const signedIn = await context.cookies();
    await context.clearCookies();
    await page.goto(`${url}/registry`);
    await page.getByRole('region', { name: 'Members' }).waitFor({ timeout: 15_000 });
    // Each value is chosen once the list has settled (the panels do not move under the pointer).
    const choose = async (panel: string, label: RegExp, key: string, listed: string) => {
      await facet(page, panel, label).click();
      await page.waitForURL((u) => u.searchParams.has(key));
      await page.getByText(listed, { exact: true }).waitFor({ timeout: 15_000 });
    };
    await choose('Expertise', /^compiler construction/, 'expertise', '2 members');
    await choose('Availability', /^mentoring/i, 'availability', '2 members');
    await choose('Experience', /^Eckert Computing/, 'experience', '2 members');
    expect([...searchOf(page).keys()]).toEqual(['expertise', 'availability', 'experience']);
    // Without a country filter the country counts add up to the members listed.
    expect(
      (await countOf(page, 'Country', /^United Kingdom/)) +
        (await countOf(page, 'Country', /^United States/)),
    ).toBe(2);
    await choose('Country', /^United Kingdom/, 'location', '1 member');
    expect(searchOf(page).getAll('expertise')).toEqual(['compiler construction']);
    expect(searchOf(page).getAll('availability')).toEqual(['mentoring']);
    expect(searchOf(page).getAll('experience')).toEqual([eckert]);
    expect(
      searchOf(page)
        .getAll('location')
        .map((l) => JSON.parse(l) as unknown),
    ).toEqual([{ country: expect.stringMatching(/^gb$/i) }]);
    // Disjunctive: the other country still counts the member the country filter leaves out.
    expect(await countOf(page, 'Country', /^United States/)).toBe(1);
    expect(await countOf(page, 'Country', /^United Kingdom/)).toBe(1);
    expect(await countOf(page, 'Expertise', /^compiler construction/)).toBe(1);
    expect(await countOf(page, 'Experience', /^Eckert Computing/)).toBe(1);
    const chips = page.getByRole('region', { name: 'Active filters' });
    expect(await chips.getByRole('button', { name: /^Remove / }).count()).toBe(4);
    await chips.getByRole('button', { name: 'Remove Experience: Eckert Computing' }).waitFor();

    const members = page.getByRole('region', { name: 'Members' });
    await members.getByRole('link', { name: 'Grace Hopperfield' }).waitFor();
    expect(await members.getByText('Compiler pioneer').count()).toBe(1);
    expect(await members.getByText('Howard Aikenfield').count()).toBe(0);
    await screenshot(page, 'registry-facets-visitor');

    // Back and forward walk the filters; a chip removes one; clear all removes them all.
    await page.goBack();
    await page.getByText('2 members', { exact: true }).waitFor({ timeout: 15_000 });
    expect(searchOf(page).has('location')).toBe(false);
    expect(await chips.getByRole('button', { name: /^Remove / }).count()).toBe(3);
    await page.goForward();
    await page.getByText('1 member', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await chips.getByRole('button', { name: /^Remove / }).count()).toBe(4);
    await chips.getByRole('button', { name: /^Remove Country: / }).click();
    await page.getByText('2 members', { exact: true }).waitFor({ timeout: 15_000 });
    expect(searchOf(page).has('location')).toBe(false);
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL((u) => !u.searchParams.has('expertise') && !u.searchParams.has('availability'));
    await page.getByRole('region', { name: 'Active filters' }).waitFor({ state: 'detached', timeout: 5000 });
    expect([...searchOf(page).keys()].filter((k) => k !== 'page')).toEqual([]);
    await members.getByRole('link', { name: 'Howard Aikenfield' }).waitFor({ timeout: 15_000 });

    // The visitor opens the profile: neither the bio nor the phone is there, nor in the answer.
    await page.goBack();
    await members.getByRole('link', { name: 'Grace Hopperfield' }).click();
    await page.getByRole('heading', { name: 'Grace Hopperfield' }).waitFor({ timeout: 15_000 });
    await page.getByText('Compiler pioneer').first().waitFor();
    expect(await page.getByText('Hidden').count()).toBe(0);
    expect(await page.getByText(/Phone/).count()).toBe(0);
    const seen = await page.evaluate(async (id) => {
      const profile = (await (await fetch(`/rest/user/profile?userID=${id}`)).json()) as Record<
        string,
        unknown
      >;
      const image = await fetch(`/rest/user/profile/image?userID=${id}`);
      return {
        keys: Object.keys(profile),
        type: image.headers.get('content-type'),
        size: (await image.arrayBuffer()).byteLength,
      };
    }, grace);
    expect(seen.keys).not.toContain('bio');
    expect(seen.keys).not.toContain('phone');
    expect(seen.type).toBe('image/webp');
    expect(seen.size).toBeGreaterThan(0);
    expect(browser!.errorsOf(page)).toEqual([]);

    // The member leaves the Registry: their own next search no longer finds them.
    await context.clearCookies();
    await context.addCookies(signedIn);
    form = await editor(page, url, grace, 'about');
    await form
      .locator('label')
      .filter({ hasText: /^Listed in the Registry$/ })
      .click();
    await save(page, grace, 'about');
    const header = page.getByRole('search', { name: 'Site' });
    await header.getByLabel('Search', { exact: true }).fill('Hopperfield');
    await header.getByLabel('Search', { exact: true }).press('Enter');
    await page.waitForURL(
      (u) => u.pathname === '/registry/search' && u.searchParams.get('query') === 'Hopperfield',
    );
    await page.getByText('No members match “Hopperfield”').waitFor({ timeout: 15_000 });
    expect(browser!.errorsOf(page)).toEqual([]);
    await page.close();
  }, 180_000);
  it('when a visitor filters the Registry on a phone (390×844), then the drawer counts its draft on Apply ("Show n members"), rows are 44 px tall, and Apply filters and closes', async () => {
    const page = await browser!.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app!.url}/registry`);
    await page.getByRole('region', { name: 'Members' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const apply = drawer.getByRole('button', { name: /^Show \d+ members?$/ });
    await apply.waitFor({ timeout: 15_000 });
    const value = drawer.getByRole('group', { name: 'Availability' }).locator('label').first();
    const wanted = Number(/\((\d+)\)\s*$/.exec(await value.innerText())?.[1]);
    expect(wanted).toBeGreaterThan(0);
    const rows = await drawer
      .locator('fieldset label')
      .evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().height));
    expect(rows.length).toBeGreaterThan(0);
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(44);
    await value.click();
    const counted = `Show ${wanted} member${wanted === 1 ? '' : 's'}`;
    await drawer.getByRole('button', { name: counted }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).searchParams.has('availability')).toBe(false);
    await screenshot(page, 'registry-filter-drawer');
    await drawer.getByRole('button', { name: counted }).click();
    await page.waitForURL((u) => u.searchParams.has('availability'));
    await drawer.waitFor({ state: 'detached', timeout: 5_000 });
    await page.getByText(`${wanted} member${wanted === 1 ? '' : 's'}`, { exact: true }).waitFor();
    expect(browser!.errorsOf(page)).toEqual([]);
    await page.close();
  });

  it('when a visitor searches the header by expertise, then it loads from 1 character, says "No expertise found" from 3 characters without a result, and submits only a listed tag typed exactly', async () => {
    const ida = await app!.member({ firstName: 'Ida', lastName: 'Rhodesworth' });
    const created = await ida.browser.json('POST', '/rest/expertise/tags', {
      tag: 'tide prediction machines',
    });
    expect([201, 409]).toContain(created.status);
    const patched = await ida.browser.json<{ position: number }>('PATCH', '/rest/user/profile', {
      expertise: ['tide prediction machines'],
    });
    expect(patched.status).toBe(200);
    for (const read of ['/rest/registry/search?query=Rhodesworth', '/rest/expertise/tags?search=tide']) {
      const fresh = await ida.browser.get(read, { 'x-min-position': String(patched.body.position) });
      expect(fresh.headers.get('x-stale')).toBe('false');
    }

    await browser!.context.clearCookies();
    const page = await browser!.newPage();
    // Slow answers, so that the loading state stays long enough to be seen.
    await page.route(/\/rest\/expertise\/tags\?/, async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.goto(`${app!.url}/`);
    // The header's search opens a lazy dialog: pressed before hydration, the press can be lost.
    await hydrated(page);
    await page.getByRole('button', { name: 'Search options' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the Registry' });
    await dialog.getByText('Expertise', { exact: true }).click();
    const field = dialog.getByRole('searchbox', { name: 'Expertise' });
    const submit = dialog.getByRole('button', { name: 'Search', exact: true });
    const loading = dialog.getByLabel('Loading expertise');
    const suggestion = dialog
      .getByRole('list', { name: 'Expertise suggestions' })
      .getByRole('button', { name: 'tide prediction machines' });

    await field.fill('t');
    await loading.waitFor({ timeout: 15_000 });
    await dialog.getByRole('list', { name: 'Expertise suggestions' }).waitFor({ timeout: 15_000 });
    expect(await submit.isDisabled()).toBe(true);

    // Two characters without a result: nothing is said yet.
    await field.fill('zq');
    await loading.waitFor({ timeout: 15_000 });
    await loading.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await dialog.getByText('No expertise found').count()).toBe(0);
    // Three: "No expertise found", and no submit.
    await field.fill('zqx');
    await dialog.getByText('No expertise found').waitFor({ timeout: 15_000 });
    expect(await submit.isDisabled()).toBe(true);

    // A prefix lists the tag but is not an exact match: Enter does nothing.
    await field.fill('tide predic');
    await suggestion.waitFor({ timeout: 15_000 });
    expect(await submit.isDisabled()).toBe(true);
    await field.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');

    // The listed tag typed exactly submits, to the Registry filtered by it.
    await field.fill('tide prediction machines');
    await dialog
      .getByRole('button', { name: 'tide prediction machines', pressed: true })
      .waitFor({ timeout: 15_000 });
    await submit.click();
    await page.waitForURL(
      (u) =>
        u.pathname === '/registry/search' && u.searchParams.get('expertise') === 'tide prediction machines',
    );
    const members = page.getByRole('region', { name: 'Members' });
    await members.getByRole('link', { name: 'Ida Rhodesworth' }).waitFor({ timeout: 15_000 });
    expect(await members.getByRole('link', { name: 'Grace Hopperfield' }).count()).toBe(0);
    expect(browser!.errorsOf(page)).toEqual([]);
    await page.close();
  }, 120_000);

  it('when a member saves a position without an organization, then the field says so in a sentence until one is chosen; the profile shows the phone internationally, the months by name and the headline once', async () => {
    const url = app!.url;
    const page = await browser!.newPage();
    const yann = await signUp(page, url, 'Yann', 'Kerhydro');
    let form = await editor(page, url, yann, 'about');
    await form.getByLabel('Headline', { exact: true }).fill('Hydrographer');
    await form.getByRole('combobox', { name: 'Country' }).selectOption('FR');
    await form.getByLabel('Phone', { exact: true }).fill('+33 2 98 00 00 00');
    await save(page, yann, 'about');
    await page.getByText('Phone: +33 2 98 00 00 00').waitFor({ timeout: 15_000 });
    expect(await page.getByText('Hydrographer', { exact: true }).count()).toBe(1);

    form = await editor(page, url, yann, 'experience');
    await form.getByRole('button', { name: 'Add position' }).click();
    await form.getByLabel('Role', { exact: true }).fill('Surveyor');
    await form.getByLabel('Start (YYYY-MM)').fill('2019-09');
    await form.getByLabel('End (YYYY-MM, empty if current)').fill('2022-12');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Choose an organization').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(`/profile/${yann}/experience/edit`);
    await form.getByRole('combobox', { name: 'Organization', exact: true }).fill('Brest Hydrographic Office');
    await createOrganization(page, form, 'Brest Hydrographic Office');
    await chosen(form, 'Brest Hydrographic Office');
    await form.getByText('Choose an organization').waitFor({ state: 'detached', timeout: 15_000 });
    await save(page, yann, 'experience');
    await page.getByText('Sept 2019 – Dec 2022').waitFor({ timeout: 15_000 });
    expect(browser!.errorsOf(page)).toEqual([]);
    await page.close();
  }, 120_000);
});
