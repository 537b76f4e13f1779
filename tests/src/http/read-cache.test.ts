import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { waitForZeroLag } from '@academy/app';
import { grantAdmin } from '../support/e2e-helpers.js';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';
import { type TestBrowser } from '../support/test-browser.js';

jest.setTimeout(60_000);

// Cached reads (query-service/src/cache): keyed by query, audience and read-model position.
let t: TestApp;
let owner: TestMember;
let reader: TestMember;
let admin: TestMember;
let visitor: TestBrowser;

interface Read {
  status: number;
  etag: string | null;
  cache: string | null;
  cacheControl: string | null;
  body: Record<string, unknown>;
}

const read = async (
  browser: TestBrowser,
  path: string,
  headers: Record<string, string> = {},
): Promise<Read> => {
  const res = await browser.get(path, headers);
  const text = await res.text();
  return {
    status: res.status,
    etag: res.headers.get('etag'),
    cache: res.headers.get('x-cache'),
    cacheControl: res.headers.get('cache-control'),
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
};

/** A profile edit as the owner; answers its position. */
const edit = async (patch: Record<string, unknown>): Promise<number> => {
  const res = await owner.browser.request('PATCH', '/rest/user/profile', patch);
  expect(res.status).toBe(200);
  return ((await res.json()) as { position: number }).position;
};

const profilePath = () => `/rest/user/profile?userID=${owner.userID}`;

beforeAll(async () => {
  t = await startTestApp({ passwords: fakePasswords });
  owner = await t.member({ firstName: 'Ottilie', lastName: 'Cachemaker' });
  reader = await t.member({ firstName: 'Rupert', lastName: 'Cachereader' });
  admin = await t.member({ firstName: 'Adele', lastName: 'Cacheadmin' });
  await grantAdmin(t, admin.email);
  visitor = t.browser();
  // A field members may see and visitors may not; the phone is the member's and admins' only.
  await edit({
    headline: 'Members-only headline',
    phone: '+49 30 1234567',
    visibility: { headline: 'members', phone: 'private' },
  });
  await waitForZeroLag(t.server.core);
});

afterAll(async () => {
  await t?.close();
});

describe('cached reads', () => {
  it('when a query is asked again and nothing was written, then the cache answers it with the same ETag', async () => {
    const path = `/rest/registry/search?query=Cachemaker&limit=5`;
    const first = await read(visitor, path);
    const second = await read(visitor, path);
    expect(first.status).toBe(200);
    expect(second.cache).toBe('hit');
    expect(second.etag).toBe(first.etag);
    expect(second.body).toEqual(first.body);
    expect(first.cacheControl).toBe('public, max-age=0, s-maxage=5');
  });

  it('when the client sends the ETag it holds, then the answer is 304 without a body', async () => {
    const first = await read(visitor, '/rest/journal/list?page=1');
    const again = await visitor.get('/rest/journal/list?page=1', { 'if-none-match': first.etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(first.etag);
  });

  it("when a visitor's answer is cached, then a member is not served it, nor the visitor the member's", async () => {
    const asVisitor = await read(visitor, profilePath());
    const asMember = await read(reader.browser, profilePath());
    const visitorAgain = await read(visitor, profilePath());
    const memberAgain = await read(reader.browser, profilePath());
    expect(asVisitor.body).not.toHaveProperty('headline');
    expect(asMember.body.headline).toBe('Members-only headline');
    expect(visitorAgain.cache).toBe('hit');
    expect(visitorAgain.body).not.toHaveProperty('headline');
    expect(memberAgain.cache).toBe('hit');
    expect(memberAgain.body.headline).toBe('Members-only headline');
    expect(asMember.etag).not.toBe(asVisitor.etag);
    expect(asVisitor.cacheControl).toContain('public');
    expect(asMember.cacheControl).toContain('private');
  });

  it("when an admin's answer is cached, then a member never gets its admin-only fields", async () => {
    const asAdmin = await read(admin.browser, profilePath());
    const asMember = await read(reader.browser, profilePath());
    const adminAgain = await read(admin.browser, profilePath());
    expect(asAdmin.body.phone).toBe('+49301234567');
    expect(asAdmin.body).toHaveProperty('visibility');
    expect(asMember.body).not.toHaveProperty('phone');
    expect(asMember.body).not.toHaveProperty('visibility');
    expect(adminAgain.cache).toBe('hit');
    expect(adminAgain.body.phone).toBe('+49301234567');
    // The member's own ETag does not stand for the admin's answer.
    const crossed = await admin.browser.get(profilePath(), { 'if-none-match': asMember.etag! });
    expect(crossed.status).toBe(200);
  });

  it('when a write moves the read model, then the next read is read afresh, with a new ETag', async () => {
    const before = await read(reader.browser, profilePath());
    await edit({ headline: 'A headline after the write' });
    await waitForZeroLag(t.server.core);
    const after = await read(reader.browser, profilePath());
    expect(after.cache).toBe('miss');
    expect(after.etag).not.toBe(before.etag);
    expect(after.body.headline).toBe('A headline after the write');
    const stale = await reader.browser.get(profilePath(), { 'if-none-match': before.etag! });
    expect(stale.status).toBe(200);
  });

  it('when a write elsewhere moves no row of the read model, then its cached answers still serve', async () => {
    const path = '/rest/journal/list?page=1&sort=newest';
    await read(visitor, path);
    await edit({ headline: 'Another headline, not a publication' });
    await waitForZeroLag(t.server.core);
    expect((await read(visitor, path)).cache).toBe('hit');
  });

  it('when X-Min-Position names a write, then the answer is never one cached before it', async () => {
    await read(reader.browser, profilePath()); // cached at the current position
    const position = await edit({ headline: 'Read your own write' });
    const after = await read(reader.browser, profilePath(), { 'x-min-position': String(position) });
    expect(after.status).toBe(200);
    expect(after.body.headline).toBe('Read your own write');
    expect(after.cache).not.toBe('hit');
    // Once read at the new position, the same answer serves again, X-Min-Position or not.
    const again = await read(reader.browser, profilePath(), { 'x-min-position': String(position) });
    expect(again.cache).toBe('hit');
    expect(again.body.headline).toBe('Read your own write');
  });
});
