import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';
import { type TestBrowser } from '../support/test-browser.js';

jest.setTimeout(60_000);

let t: TestApp;
let ada: TestMember;
let bea: TestMember;
let position = 0;

/** A read once the read models have passed the last write (read-your-writes). */
const get = async <T>(browser: TestBrowser, path: string): Promise<T> => {
  const res = await browser.get(path, { 'x-min-position': String(position) });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
const write = async (browser: TestBrowser, method: 'post' | 'delete', path: string, body?: unknown) => {
  const res = method === 'post' ? await browser.post(path, body ?? {}) : await browser.delete(path);
  const answer = (await res.json()) as { position: number };
  expect(res.status).toBeLessThan(300);
  position = answer.position;
};
type Listed = { publications: { pubNum: number }[] };
type Version = { authors: { name: string; userID?: string }[] };
const listedFor = async (userID: string) =>
  (await get<Listed>(t.browser(), `/rest/journal/list?author=${userID}`)).publications.map((p) => p.pubNum);
const authorsOf = async (pubNum: number) =>
  (await get<Version[]>(t.browser(), `/rest/journal/publications?pubNum=${pubNum}`)).at(-1)!.authors;
const citation = async (pubNum: number) => {
  const res = await t
    .browser()
    .get(`/rest/journal/publications/${pubNum}/versions/1/citation?format=bibtex`, {
      'x-min-position': String(position),
    });
  return res.text();
};

beforeAll(async () => {
  t = await startTestApp({ passwords: fakePasswords, captureMail: true });
  ada = await t.member({ firstName: 'Ada', lastName: 'Lovelace', membershipTier: 'member' });
  bea = await t.member({ firstName: 'Beatrix', lastName: 'Realname' });
  await write(ada.browser, 'post', '/rest/journal/publications', {
    title: 'Named Without Asking',
    abstract: 'An abstract.',
    authors: [
      { name: 'Ada Lovelace', userID: ada.userID },
      { name: 'Totally Different Name', userID: bea.userID },
    ],
    keywords: [],
    body: 'A body.',
    licence: 'CC-BY-4.0',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('co-authors by consent in the Journal read model', () => {
  it('when a member is named by the submitter, then only the submitter is linked; the name is shown as typed and the invitation is listed', async () => {
    expect(await listedFor(ada.userID)).toEqual([1]);
    expect(await listedFor(bea.userID)).toEqual([]);
    expect(await authorsOf(1)).toEqual([
      { name: 'Ada Lovelace', userID: ada.userID },
      { name: 'Totally Different Name' },
    ]);
    expect(await citation(1)).not.toContain('Realname');
    expect(await get(bea.browser, '/rest/journal/co-author-invitations')).toEqual({
      invitations: [
        {
          pubNum: 1,
          title: 'Named Without Asking',
          listedAs: 'Totally Different Name',
          invitedBy: 'Ada Lovelace',
        },
      ],
    });
  });

  it('when a member is named, then one invitation mail goes to their address with the link where they accept', async () => {
    const toBea = () => t.mails.filter((m) => m.to === bea.email);
    // The mail leaves after the answer: wait (bounded) for it to be handed to the mailer.
    for (let i = 0; i < 100 && toBea().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(toBea()).toHaveLength(1);
    expect(toBea()[0]!.subject).toBe('You are invited as a co-author');
    expect(toBea()[0]!.text).toContain('“Named Without Asking” (publication 1)');
    expect(toBea()[0]!.text).toContain('/settings/manage-membership#co-author-invitations');
  });

  it('when they accept, then they are linked (author filter, entry) and the invitation leaves the list', async () => {
    await write(bea.browser, 'post', '/rest/journal/publications/1/co-authorship/accept');
    expect(await listedFor(bea.userID)).toEqual([1]);
    expect((await authorsOf(1))[1]).toEqual({ name: 'Totally Different Name', userID: bea.userID });
    expect(await get(bea.browser, '/rest/journal/co-author-invitations')).toEqual({ invitations: [] });
  });

  it('when they withdraw, then the name is shown as typed again, unlinked, and the submitter stays linked', async () => {
    await write(bea.browser, 'delete', '/rest/journal/publications/1/co-authorship');
    expect(await listedFor(bea.userID)).toEqual([]);
    expect(await listedFor(ada.userID)).toEqual([1]);
    expect((await authorsOf(1))[1]).toEqual({ name: 'Totally Different Name' });
  });
});
