import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';
import { type TestBrowser } from '../support/test-browser.js';

jest.setTimeout(60_000);

const pdfBytes = new TextEncoder().encode('%PDF-1.7\n% The Journal test\ntrailer << >>\n%%EOF\n');

const submission = (userID: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Quasicrystal Tilings of the Hyperbolic Plane',
  abstract: 'We tile the plane with aperiodic shapes.',
  authors: [{ name: 'Ada Lovelace', userID }, { name: 'Charles Babbage' }],
  keywords: ['geometry', 'tilings'],
  body: 'The area is $\\pi r^2$ and\n\n$$e^{i\\pi} + 1 = 0$$\n\nas **everyone** knows.',
  licence: 'CC-BY-4.0',
  ...overrides,
});

/** Multipart with the JSON in `data` and the PDF in `pdf`, sent with the browser's session. */
const postMultipart = async (browser: TestBrowser, path: string, data: unknown, pdf?: Uint8Array) => {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  if (pdf) form.append('pdf', new Blob([pdf], { type: 'application/pdf' }), 'paper.pdf');
  const res = await fetch(new URL(path, browser.base), {
    method: 'POST',
    headers: { cookie: `academy_session=${browser.session}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

let t: TestApp;
let ada: TestMember;
let grace: TestMember;
let position = 0;
const get = async <T = Record<string, unknown>>(browser: TestBrowser, path: string) => {
  const res = await browser.get(path, { 'x-min-position': String(position) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as T, res };
};

beforeAll(async () => {
  t = await startTestApp({ passwords: fakePasswords });
  ada = await t.member({ firstName: 'Ada', lastName: 'Lovelace', membershipTier: 'member' });
  grace = await t.member({ firstName: 'Grace', lastName: 'Hopper' });
  await runAdminCommand(t.server.core, { action: 'grant', email: grace.email, operator: 'operator:test' });
});

afterAll(async () => {
  await t?.close();
});

describe('the Journal over HTTP', () => {
  it('when a member submits with a PDF and math, then it gets number 1 and anyone reads it, its PDF and citation', async () => {
    const res = await postMultipart(
      ada.browser,
      '/rest/journal/publications',
      submission(ada.userID),
      pdfBytes,
    );
    expect(res).toEqual({ status: 201, body: { pubNum: 1, version: 1, position: expect.any(Number) } });
    position = res.body.position as number;
    const visitor = t.browser();
    const read = await get<Record<string, unknown>[]>(visitor, '/rest/journal/publications?pubNum=1');
    expect(read.status).toBe(200);
    expect(read.body).toEqual([
      expect.objectContaining({
        id: '1.1',
        pubNum: 1,
        version: 1,
        title: 'Quasicrystal Tilings of the Hyperbolic Plane',
        publishYear: expect.any(Number),
        removalNote: null,
        removalDate: null,
        pdfUrl: '/rest/journal/publications/1/versions/1/pdf',
      }),
    ]);
    expect(read.body[0]!.bodyHtml).toContain('<math');
    const pdf = await visitor.get('/rest/journal/publications/1/versions/1/pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(pdfBytes);
    const bibtex = await get<string>(
      visitor,
      '/rest/journal/publications/1/versions/1/citation?format=bibtex',
    );
    expect(bibtex.body).toContain('Quasicrystal Tilings of the Hyperbolic Plane');
    const ris = await get<string>(visitor, '/rest/journal/publications/1/versions/1/citation?format=ris');
    expect(ris.body).toContain('TY  - JOUR');
  });

  it('when the author revises it, then version 2 is listed and the diff marks the words changed, cached the second time', async () => {
    const res = await ada.browser.json('POST', '/rest/journal/publications/1/versions', {
      ...submission(ada.userID, { title: 'Quasicrystal Tilings of the Euclidean Plane' }),
      changeNote: 'Euclid, not Lobachevsky',
    });
    expect(res).toMatchObject({ status: 201, body: { pubNum: 1, version: 2 } });
    position = (res.body as { position: number }).position;
    const visitor = t.browser();
    const all = await get<{ version: number; changeNote: string | null }[]>(
      visitor,
      '/rest/journal/publications?pubNum=1',
    );
    expect(all.body.map((v) => [v.version, v.changeNote])).toEqual([
      [1, null],
      [2, 'Euclid, not Lobachevsky'],
    ]);
    const diff = await get<{ fields: { field: string; inline: { op: string; text: string }[] }[] }>(
      visitor,
      '/rest/journal/publications/1/diff?from=1&to=2',
    );
    expect(diff.res.headers.get('x-diff-cache')).toBe('miss');
    const title = diff.body.fields.find((f) => f.field === 'title')!;
    expect(title.inline).toEqual(
      expect.arrayContaining([
        { op: 'delete', text: 'Hyperbolic' },
        { op: 'insert', text: 'Euclidean' },
      ]),
    );
    const again = await get(visitor, '/rest/journal/publications/1/diff?from=1&to=2');
    expect(again.res.headers.get('x-diff-cache')).toBe('hit');
  });

  it('when anyone lists or searches, then it is found, typos in the title forgiven, with highlights and facets', async () => {
    const visitor = t.browser();
    const list = await get<{ publications: { pubNum: number; title: string }[]; total: number }>(
      visitor,
      '/rest/journal/list?sort=newest',
    );
    expect(list.body).toMatchObject({
      total: 1,
      publications: [{ pubNum: 1, title: expect.stringContaining('Euclidean') }],
    });
    const found = await get<{
      hits: { pubNum: number; highlights: Record<string, unknown> }[];
      total: number;
      facets: Record<string, unknown>;
    }>(visitor, '/rest/journal/search?query=quasicrystl');
    expect(found.status).toBe(200);
    expect(found.body.hits.map((h) => h.pubNum)).toEqual([1]);
    const author = await get<{ hits: { pubNum: number }[]; correctedQuery: string }>(
      visitor,
      '/rest/journal/search?query=lovelase',
    );
    expect(author.body).toMatchObject({ hits: [{ pubNum: 1 }], correctedQuery: 'lovelace' });
    const words = await get<{
      hits: { highlights: Record<string, unknown> }[];
      facets: Record<string, { value: string }[]>;
    }>(visitor, '/rest/journal/search?query=everyone');
    expect(words.body.hits[0]!.highlights.body).toBeDefined();
    expect(words.body.facets.keyword!.map((f) => f.value).sort()).toEqual(['geometry', 'tilings']);
  });

  it('when an admin removes it, then visitors get only the removal fields, the author cannot revise, the admin still reads it and only admins find it', async () => {
    const removal = await grace.browser.json('POST', '/rest/admin/journal/publications/1/removal', {
      note: 'Duplicate of an earlier paper',
    });
    expect(removal).toMatchObject({ status: 200, body: { position: expect.any(Number) } });
    position = (removal.body as { position: number }).position;
    const visitor = t.browser();
    const read = await get<Record<string, unknown>[]>(
      visitor,
      '/rest/journal/publications?pubNum=1&version=2',
    );
    expect(read.body).toEqual([
      {
        id: '1.2',
        pubNum: 1,
        version: 2,
        publishDate: expect.any(Number),
        publishYear: expect.any(Number),
        removalNote: 'Duplicate of an earlier paper',
        removalDate: expect.any(Number),
      },
    ]);
    expect((await get(visitor, '/rest/journal/publications/1/versions/1/pdf')).status).toBe(409);
    const revise = await ada.browser.json('POST', '/rest/journal/publications/1/versions', {
      ...submission(ada.userID, { title: 'Again' }),
      changeNote: 'Try again',
    });
    expect(revise).toMatchObject({
      status: 409,
      body: { error: 'removal-note', error_msg: 'Duplicate of an earlier paper' },
    });
    const asAdmin = await get<Record<string, unknown>[]>(
      grace.browser,
      '/rest/journal/publications?pubNum=1',
    );
    expect(asAdmin.body[1]).toMatchObject({
      title: expect.stringContaining('Euclidean'),
      removalNote: 'Duplicate of an earlier paper',
    });
    expect(
      (await get<{ total: number }>(visitor, '/rest/journal/search?query=quasicrystal')).body.total,
    ).toBe(0);
    expect(
      (await get<{ total: number }>(ada.browser, '/rest/journal/search?query=quasicrystal')).body.total,
    ).toBe(0);
    expect(
      (await get<{ total: number }>(grace.browser, '/rest/journal/search?query=quasicrystal')).body.total,
    ).toBe(1);
    expect((await get<{ total: number }>(visitor, '/rest/journal/list')).body.total).toBe(0);
  });

  it('when an admin restores it, then everyone reads and finds it again', async () => {
    const restore = await grace.browser.json('DELETE', '/rest/admin/journal/publications/1/removal');
    expect(restore.status).toBe(200);
    position = (restore.body as { position: number }).position;
    const visitor = t.browser();
    expect(
      (await get<Record<string, unknown>[]>(visitor, '/rest/journal/publications?pubNum=1')).body[0],
    ).toMatchObject({
      title: 'Quasicrystal Tilings of the Hyperbolic Plane',
    });
    expect(
      (await get<{ total: number }>(visitor, '/rest/journal/search?query=quasicrystal')).body.total,
    ).toBe(1);
  });

  it.each([
    ['/rest/journal/search', 'query'],
    ['/rest/journal/search?query=%20', 'query'],
    ['/rest/journal/search?query=x&year=20', 'year'],
    ['/rest/journal/list?sort=best', 'sort'],
    ['/rest/journal/list?page=0', 'page'],
    ['/rest/journal/publications', 'pubNum'],
    ['/rest/journal/publications?pubNum=abc', 'pubNum'],
    ['/rest/journal/publications/1/versions/1/citation?format=doc', 'format'],
    ['/rest/journal/publications/1/diff?from=1&to=1', 'to'],
    ['/rest/journal/publications/1/diff?from=1', 'to'],
  ])('when %s is asked, then 400 naming %s', async (path, field) => {
    const res = await get<{ error: string; fields: { path: string }[] }>(t.browser(), path);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation-failed');
    expect(res.body.fields.map((f) => f.path)).toContain(field);
  });

  it('when a publication or version does not exist, then 404', async () => {
    expect((await get(t.browser(), '/rest/journal/publications?pubNum=99')).status).toBe(404);
    expect((await get(t.browser(), '/rest/journal/publications/1/versions/9/pdf')).status).toBe(404);
  });
});
