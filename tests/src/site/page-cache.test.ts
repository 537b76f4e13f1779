import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { submitPublication } from '../support/publications.js';
import { rawGet, type RawAnswer } from '../support/raw-get.js';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

let app: TestApp;
let author: TestMember;
let admin: TestMember;

const first = 'Tilings of the Quiet Plane';
const body = (answer: RawAnswer) => answer.body.toString('utf8');
/** A visitor's page (node:http: no cookie, no encoding, no header fetch adds). */
const visit = (page: string, headers: Record<string, string> = {}) => rawGet(`${app.url}${page}`, headers);
/** A visitor's page once the read models passed `position` (read-your-writes, as a query's). */
const visitAfter = (page: string, position: number) => visit(page, { 'x-min-position': String(position) });
const sessionOf = (member: TestMember) => `academy_session=${member.browser.session}`;

beforeAll(async () => {
  app = await startTestApp({ frontend: true, passwords: fakePasswords });
  author = await app.member({ firstName: 'Ottoline', lastName: 'Quillfeather', membershipTier: 'member' });
  admin = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
  await runAdminCommand(app.server.core, { action: 'grant', email: admin.email, operator: 'operator:test' });
  const { position } = await submitPublication(author, { title: first });
  expect((await visitAfter('/journal', position)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe("a visitor's page, kept by address, audience and read-model position", () => {
  it('when a visitor asks again and nothing moved, then the same page comes from the cache, and 304 for its ETag', async () => {
    const once = await visit('/journal');
    const again = await visit('/journal');
    expect(again.headers['x-cache']).toBe('hit');
    expect(body(again)).toBe(body(once));
    expect(again.headers.etag).toBe(once.headers.etag);
    const revalidated = await visit('/journal', { 'if-none-match': String(once.headers.etag) });
    expect(revalidated.status).toBe(304);
  });

  it('when a read model moved since, then the page is rendered afresh with the change, and the old ETag gets the new page', async () => {
    const before = await visit('/journal');
    expect(body(before)).not.toContain('Penrose Rhombs at Dusk');
    const { position } = await submitPublication(author, { title: 'Penrose Rhombs at Dusk' });
    const after = await visitAfter('/journal', position);
    expect(after.status).toBe(200);
    expect(after.headers['x-cache']).toBe('miss');
    expect(body(after)).toContain('Penrose Rhombs at Dusk');
    // Without the header too: the positions are read again once the projections committed.
    const plain = await visit('/journal', { 'if-none-match': String(before.headers.etag) });
    expect(plain.status).toBe(200);
    expect(body(plain)).toContain('Penrose Rhombs at Dusk');
  });

  it("when a member asks for a page a visitor's render is cached for, then they get their shell (never the visitor's page, never a 304 for its ETag), and the visitor still the rendered page", async () => {
    const visitor = await visit('/registry');
    expect(body(visitor)).toContain('Quillfeather');
    const member = await visit('/registry', {
      cookie: sessionOf(author),
      'if-none-match': String(visitor.headers.etag),
    });
    expect(member.status).toBe(200);
    expect(member.headers['x-cache']).toBeUndefined();
    expect(body(member)).toContain('<div id="root"></div>');
    expect(member.headers.etag).not.toBe(visitor.headers.etag);
    const visitorAgain = await visit('/registry');
    expect(visitorAgain.headers['x-cache']).toBe('hit');
    expect(body(visitorAgain)).not.toContain('<div id="root"></div>');
    expect(body(visitorAgain)).toContain('Quillfeather');
  });

  it('when an admin removes a publication a cached page shows, then its page shows at once the Article Removed notice instead of it, and the Journal no longer lists it', async () => {
    const title = 'A Paper Soon Withdrawn';
    const { pubNum, position } = await submitPublication(author, { title });
    const page = await visitAfter(`/journal/publications/${pubNum}`, position);
    expect(page.status).toBe(200);
    expect(body(page)).toContain(title);
    expect(body(await visitAfter('/journal', position))).toContain(title);
    expect((await visit(`/journal/publications/${pubNum}`)).headers['x-cache']).toBe('hit');

    const removal = await admin.browser.json<{ position: number }>(
      'POST',
      `/rest/admin/journal/publications/${pubNum}/removal`,
      { note: 'Withdrawn at the author’s request' },
    );
    expect(removal.status).toBe(200);
    // The spec keeps a removed publication's page, with the notice instead of its content.
    const removed = await visitAfter(`/journal/publications/${pubNum}`, removal.body.position);
    expect(removed.status).toBe(200);
    expect(body(removed)).toContain('Article Removed');
    expect(body(removed)).not.toContain(title);
    const journal = await visitAfter('/journal', removal.body.position);
    expect(journal.status).toBe(200);
    expect(body(journal)).not.toContain(title);
    expect(body(journal)).toContain(first);
  });
});

describe('a page asked for with a bad X-Min-Position', () => {
  it('when the header is not a whole number, then 400 validation-failed, as a query answers', async () => {
    const bad = await visit('/journal', { 'x-min-position': 'soon' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(body(bad))).toMatchObject({ error: 'validation-failed' });
  });
});

describe("a visitor's page and the styles every page shares", () => {
  it('when a page is served, then it links the shared style sheet instead of carrying its rules, and the sheet is a file kept for a year', async () => {
    const page = body(await visit('/registry'));
    const href = /<link rel="stylesheet" href="(\/assets\/shared-[A-Za-z0-9_-]+\.css)">/.exec(page)?.[1];
    expect(href).toBeDefined();
    // Chakra's tokens are declared in the sheet, not in the page; the page names the global tags emptily.
    expect(page).not.toContain('--chakra-colors-fg-muted:');
    expect(page).toMatch(/<style data-emotion="css-global [^"]+"><\/style>/);
    expect(page).toMatch(/<style data-emotion="css [^"]+">[^<]+<\/style>/);
    const sheet = await visit(href!);
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/^text\/css/);
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(body(sheet)).toContain('--chakra-colors-fg-muted:');
    expect(body(await visit('/journal'))).toContain(`href="${href}"`);
  });

  it('when a shared sheet that does not exist is asked for, then 404', async () => {
    const missing = await visit('/assets/shared-AAAAAAAAAAAAAAAA.css');
    expect(missing.status).toBe(404);
  });
});
