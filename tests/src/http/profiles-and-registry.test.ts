import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import sharp from 'sharp';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';
import { type TestBrowser } from '../support/test-browser.js';

jest.setTimeout(60_000);

interface Answer<T> {
  status: number;
  body: T;
  res: Response;
}

type Json = Record<string, unknown>;

let t: TestApp;
/** The last position any command answered: every read waits for it (read-your-writes). */
let last = 0;

/** A bio with both italic spellings and markup that must stay text. */
const BIO = '**Optics** and _crystallography_, *lenses* <img src=x onerror=alert(1)>.';
const send = async <T = Json>(
  browser: TestBrowser,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> => {
  const res = await browser.request(method, path, body, {
    ...(method === 'GET' && last ? { 'x-min-position': String(last) } : {}),
    ...headers,
  });
  const text = await res.text();
  const parsed = (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
  if (method !== 'GET' && res.status < 300) {
    const position = (parsed as { position?: number }).position;
    if (typeof position === 'number') last = Math.max(last, position);
  }
  return { status: res.status, body: parsed, res };
};

/** Raw bytes to an endpoint, with the browser's session cookie. */
const upload = async (browser: TestBrowser, body: Uint8Array | string, contentType: string) => {
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(new URL('/rest/user/profile/image', t.url), {
    method: 'POST',
    headers: { 'content-type': contentType, cookie },
    body: typeof body === 'string' ? body : Buffer.from(body),
  });
  const json = (await res.json()) as Json;
  if (res.status === 200) last = Math.max(last, json.position as number);
  return { status: res.status, body: json };
};

const multipart = (name: string, filename: string, type: string, bytes: Uint8Array) => {
  const boundary = 'academyTestBoundary42';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
};

const streamLength = async (userID: string) =>
  (await t.server.core.store.readStream(userStreamId(userID))).length;

let owner: TestMember;
let other: TestMember;
let employer: string;
let university: string;
const LAST_NAME = 'Quennevilleux';

const search = (browser: TestBrowser, query: string) =>
  send<{
    hits: Json[];
    total: number;
    facets: Record<string, { value: string; count: number; name?: string }[]>;
  }>(browser, 'GET', `/rest/registry/search?${query}`);

beforeAll(async () => {
  t = await startTestApp({ passwords: fakePasswords });
  owner = await t.member({ firstName: 'Ottilie', lastName: LAST_NAME });
  other = await t.member({ firstName: 'Viktor', lastName: 'Nebenan' });
  last = Math.max(owner.position, other.position);
  const a = await send<{ id: string }>(owner.browser, 'POST', '/rest/organizations', {
    name: 'Quillfeather Institute',
    kind: 'university',
  });
  const b = await send<{ id: string }>(owner.browser, 'POST', '/rest/organizations', {
    name: 'Quillfeather Labs',
    kind: 'employer',
  });
  expect([a.status, b.status]).toEqual([201, 201]);
  university = a.body.id;
  employer = b.body.id;
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('a member fills every profile field', () => {
  it('when the member patches every field and hides the phone and the bio, then the answer is { position } and they see all of it with its visibility', async () => {
    const patch = await send(owner.browser, 'PATCH', '/rest/user/profile', {
      firstName: 'Ottilie',
      lastName: LAST_NAME,
      headline: 'Studies light in crystals',
      bio: BIO,
      expertise: ['optics', 'crystallography'],
      availability: ['mentoring', 'speaking'],
      experience: [{ organizationID: employer, role: 'Researcher', start: '2019-01', end: null }],
      education: [{ organizationID: university, degree: 'PhD', field: 'Physics', year: 2018 }],
      location: { city: 'Lyon', state: null, country: 'fr' },
      phone: '+33 4 72 00 00 00',
      visibility: { bio: 'members', phone: 'private' },
    });
    expect(patch.status).toBe(200);
    expect(patch.body).toEqual({ position: expect.any(Number) });

    const own = await send(owner.browser, 'GET', '/rest/user/profile');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      userID: owner.userID,
      headline: 'Studies light in crystals',
      bio: BIO,
      expertise: ['optics', 'crystallography'],
      location: { city: 'Lyon', state: null, country: 'FR' },
      phone: '+33472000000',
      visibility: expect.objectContaining({ bio: 'members', phone: 'private' }),
      registryListed: true,
    });
  });

  it('when a visitor reads the profile, then neither the phone nor the bio is in the answer; a member sees the bio, not the phone', async () => {
    const visitor = await send(t.browser(), 'GET', `/rest/user/profile?userID=${owner.userID}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ firstName: 'Ottilie', headline: 'Studies light in crystals' });
    expect(visitor.body).not.toHaveProperty('phone');
    expect(visitor.body).not.toHaveProperty('bio');
    expect(visitor.body).not.toHaveProperty('bioHtml');
    expect(visitor.body).not.toHaveProperty('visibility');
    const member = await send(other.browser, 'GET', `/rest/user/profile?userID=${owner.userID}`);
    expect(member.body).toHaveProperty('bio', BIO);
    // Rendered by the publications' renderer: `_x_` italic as `*x*` is, markup kept as text.
    const bioHtml = (member.body as { bioHtml: string }).bioHtml;
    expect(bioHtml).toContain('<strong>Optics</strong> and <em>crystallography</em>, <em>lenses</em>');
    expect(bioHtml).not.toContain('<img');
    expect(member.body).not.toHaveProperty('phone');
    const expertise = await send(t.browser(), 'GET', `/rest/user/profile/expertise?userID=${owner.userID}`);
    expect(expertise.body).toEqual({ userID: owner.userID, expertise: ['optics', 'crystallography'] });
  });

  it.each([
    ['headline', { headline: 'x'.repeat(141) }],
    ['bio', { bio: 'x'.repeat(5001) }],
    ['expertise', { expertise: ['not a tag anybody created'] }],
    ['availability', { availability: ['sleeping'] }],
    ['location.country', { location: { city: 'Lyon', country: 'XX' } }],
    ['phone', { phone: 'call me maybe' }],
    ['visibility.phone', { visibility: { phone: 'public' } }],
    ['experience.0.start', { experience: [{ organizationID: employer, role: 'R', start: '2019-13' }] }],
    ['registryListed', { registryListed: 'no' }],
  ])('when %s is wrong, then 400 validation-failed names it and nothing is appended', async (field, body) => {
    const before = await streamLength(owner.userID);
    const res = await send<{ error: string; fields: { path: string }[] }>(
      owner.browser,
      'PATCH',
      '/rest/user/profile',
      body,
    );
    expect([res.status, res.body.error]).toEqual([400, 'validation-failed']);
    expect(res.body.fields.map((f) => f.path.replace(/\.0$/, ''))).toContain(field);
    expect(await streamLength(owner.userID)).toBe(before);
  });

  it('when a visitor patches a profile, then 401', async () => {
    expect((await send(t.browser(), 'PATCH', '/rest/user/profile', { headline: 'x' })).status).toBe(401);
  });
});

describe('the profile image', () => {
  it('when a PNG is uploaded as multipart, then it is stored as a WebP and answered with an ETag; 304 when it matches', async () => {
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    const form = multipart('image', 'me.png', 'image/png', png);
    const res = await upload(owner.browser, form.body, form.contentType);
    expect(res.status).toBe(200);
    expect(res.body.image).toEqual({ width: 512, height: 341, contentType: 'image/webp' });
    const image = await t.browser().get(`/rest/user/profile/image?userID=${owner.userID}`, {
      'x-min-position': String(last),
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const etag = image.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(image.headers.get('cache-control')).toMatch(/max-age=\d{5,}/);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');
    const again = await t.browser().get(`/rest/user/profile/image?userID=${owner.userID}`, {
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
  });

  it('when a text file renamed .png, a 6 MB image or a PNG with a bad header is uploaded, then 400 names image and nothing is appended', async () => {
    const before = await streamLength(owner.userID);
    const text = multipart('image', 'notes.png', 'image/png', Buffer.from('just some text, not an image'));
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const badHeader = Buffer.from(png);
    badHeader.fill(0xff, 12, 29); // the IHDR chunk: its size and checksum no longer agree
    for (const [body, type] of [
      [text.body, text.contentType],
      [big, 'image/png'],
      [badHeader, 'image/png'],
    ] as const) {
      const res = await upload(owner.browser, body, type);
      expect({ status: res.status, error: res.body.error }).toEqual({
        status: 400,
        error: 'validation-failed',
      });
      expect((res.body.fields as { path: string }[]).map((f) => f.path)).toEqual(['image']);
      expect(res.body.error_msg).toEqual(expect.any(String));
    }
    expect(await streamLength(owner.userID)).toBe(before);
  });
});

describe('Registry search', () => {
  it('when a visitor searches by expertise, availability, organization and country, then the member is found without hidden fields, with facets', async () => {
    const location = encodeURIComponent(JSON.stringify({ country: 'fr' }));
    const res = await search(
      t.browser(),
      `expertise=optics&availability=mentoring&experience=${employer}&location=${location}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    const [hit] = res.body.hits;
    expect(hit).toMatchObject({
      userID: owner.userID,
      firstName: 'Ottilie',
      lastName: LAST_NAME,
      headline: 'Studies light in crystals',
      expertise: ['optics', 'crystallography'],
      location: { city: 'Lyon', country: 'FR' },
      hasImage: true,
    });
    expect(hit).not.toHaveProperty('phone');
    expect(hit).not.toHaveProperty('bio');
    expect(res.body.facets.experience).toEqual([{ value: employer, count: 1, name: 'Quillfeather Labs' }]);
    expect(res.body.facets.location).toEqual([{ value: 'FR', count: 1 }]);
  });

  it('when filtering by one availability, then that facet still counts the other values (disjunctive), and the counts add up', async () => {
    const res = await search(t.browser(), `availability=speaking&query=${LAST_NAME}`);
    expect(res.body.total).toBe(1);
    const availability = Object.fromEntries(res.body.facets.availability!.map((v) => [v.value, v.count]));
    expect(availability).toEqual({ mentoring: 1, speaking: 1 });
    const expertise = res.body.facets.expertise!.map((v) => v.value).sort();
    expect(expertise).toEqual(['crystallography', 'optics']);
  });

  it('when the name is searched with a typo, then the match is highlighted', async () => {
    const res = await search(t.browser(), `query=${LAST_NAME.slice(0, 6)}`);
    expect(res.body.hits.map((h) => h.userID)).toContain(owner.userID);
  });

  it.each([
    ['availability', 'availability=sleeping'],
    ['location', 'location=paris'],
    ['experience', 'experience=not-a-uuid'],
    ['sort', 'sort=random'],
    ['limit', 'limit=101'],
  ])('when %s is wrong, then 400 validation-failed names it', async (field, query) => {
    const res = await search(t.browser(), query);
    expect(res.status).toBe(400);
    expect(
      (res.body as unknown as { fields: { path: string }[] }).fields.map((f) => f.path.split('.')[0]),
    ).toContain(field);
  });

  it('when the member opts out, then the next search (read-your-writes) no longer finds them and visitors get 404; they still see themselves', async () => {
    const out = await send(owner.browser, 'PATCH', '/rest/user/profile', { registryListed: false });
    expect(out.status).toBe(200);
    const res = await search(t.browser(), `query=${LAST_NAME}`);
    expect(res.res.headers.get('x-stale')).toBe('false');
    expect(res.body.total).toBe(0);
    expect((await send(t.browser(), 'GET', `/rest/user/profile?userID=${owner.userID}`)).status).toBe(404);
    expect((await send(owner.browser, 'GET', '/rest/user/profile')).body).toMatchObject({
      registryListed: false,
    });
    await send(owner.browser, 'PATCH', '/rest/user/profile', { registryListed: true });
    expect((await search(t.browser(), `query=${LAST_NAME}`)).body.total).toBe(1);
  });
});

describe('organizations and expertise tags', () => {
  it('when a name exists in another case, then 409 with the existing id; reads by id and by prefix or typo find it', async () => {
    const dup = await send<{ error: string; data: { id: string } }>(
      owner.browser,
      'POST',
      '/rest/organizations',
      {
        name: '  quillfeather   LABS ',
        kind: 'other',
      },
    );
    expect([dup.status, dup.body.error, dup.body.data.id]).toEqual([
      409,
      'organization-name-taken',
      employer,
    ]);
    expect((await send(t.browser(), 'GET', `/rest/organization?id=${employer}`)).body).toEqual({
      id: employer,
      name: 'Quillfeather Labs',
      kind: 'employer',
    });
    const prefix = await send<{ organizations: { id: string }[] }>(
      t.browser(),
      'GET',
      '/rest/organizations?search=quill',
    );
    expect(prefix.body.organizations.map((o) => o.id).sort()).toEqual([employer, university].sort());
    const typo = await send<{ organizations: { id: string }[] }>(
      t.browser(),
      'GET',
      '/rest/organizations?search=quilfeather%20labs',
    );
    expect(typo.body.organizations[0]?.id).toBe(employer);
  });

  it('when an organization is created with a bad kind or no name, then 400 names the field', async () => {
    const res = await send<{ fields: { path: string }[] }>(owner.browser, 'POST', '/rest/organizations', {
      name: ' ',
      kind: 'club',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f) => f.path).sort()).toEqual(['kind', 'name']);
  });

  it('when tags are searched by prefix and typo, then they come a page at a time with a cursor', async () => {
    const first = await send<{ tags: string[]; page: string | null }>(
      t.browser(),
      'GET',
      '/rest/expertise/tags?search=Quantum&limit=3',
    );
    expect(first.body.tags).toHaveLength(3);
    expect(first.body.tags.every((tag) => tag.includes('quantum'))).toBe(true);
    const next = await send<{ tags: string[] }>(
      t.browser(),
      'GET',
      `/rest/expertise/tags?search=Quantum&limit=3&page=${first.body.page}`,
    );
    expect(next.body.tags.some((tag) => first.body.tags.includes(tag))).toBe(false);
    const typo = await send<{ tags: string[] }>(t.browser(), 'GET', '/rest/expertise/tags?search=optcs');
    expect(typo.body.tags).toContain('optics');
    expect((await send(t.browser(), 'GET', '/rest/expertise/tags?limit=0')).status).toBe(400);
  });

  it('when a member creates a tag, then it can be chosen in the profile; creating it again is 409', async () => {
    const created = await send(owner.browser, 'POST', '/rest/expertise/tags', { tag: ' Quill  Physics ' });
    expect([created.status, created.body.tag]).toEqual([201, 'quill physics']);
    expect((await send(owner.browser, 'POST', '/rest/expertise/tags', { tag: 'quill physics' })).status).toBe(
      409,
    );
    const patch = await send(owner.browser, 'PATCH', '/rest/user/profile', { expertise: ['quill physics'] });
    expect(patch.status).toBe(200);
    const found = await search(t.browser(), 'expertise=quill%20physics');
    expect(found.body.hits.map((h) => h.userID)).toEqual([owner.userID]);
  });
});
