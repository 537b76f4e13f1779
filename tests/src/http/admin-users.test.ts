import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import {
  publicationStreamId,
  userStreamId,
  type AdminUserRow,
  type AdminUserSearchResult,
} from '@academy/domain';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

// A machine shared with other work can be slow: each test may take up to 30 s.
jest.setTimeout(30_000);

let app: TestApp;
let admin: TestMember;
let ada: TestMember;
let position: number;

/** Records a member's phone on their stream, as the profile's phone change does. */
const setPhone = async (userID: string, phone: string) => {
  const store = app.server.core.store;
  const stream = userStreamId(userID);
  ({ position } = await store.append(
    stream,
    [
      {
        type: 'PhoneChanged',
        data: { userID, personal: { phone } },
        eventId: randomUUID(),
        metadata: {
          actor: userID,
          correlationId: randomUUID(),
          causationId: null,
          timestamp: new Date().toISOString(),
        },
      },
    ],
    { expectedVersion: await store.streamVersion(stream) },
  ));
};

beforeAll(async () => {
  app = await startTestApp({ passwords: fakePasswords });
  admin = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
  await runAdminCommand(app.server.core, { action: 'grant', email: admin.email, operator: 'operator:test' });
  ada = await app.member({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `Ada.Lovelace.${Date.now()}@Example.org`,
  });
  const charles = await app.member({ firstName: 'Charles', lastName: 'Babbage' });
  await setPhone(ada.userID, '+1 (415) 555-0100');
  await setPhone(charles.userID, '+47 912 34 567');
  const ban = await admin.browser.json<{ position: number }>('POST', `/rest/admin/users/${ada.userID}/ban`, {
    reason: 'Spam',
  });
  position = ban.body.position;
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

const search = async (query: string) => {
  const res = await admin.browser.get(`/rest/admin/users?${query}`, { 'x-min-position': String(position) });
  return {
    status: res.status,
    body: (await res.json()) as AdminUserSearchResult & { error?: string; error_msg?: string },
  };
};
const names = (result: AdminUserSearchResult) => result.users.map((u) => `${u.firstName} ${u.lastName}`);

describe('the admin user search', () => {
  it('when an admin searches by phone in another format, then the member is found, banned shown', async () => {
    for (const value of ['14155550100', '+1 415 555 0100', '+1 (415) 555-0100']) {
      const { body } = await search(`queryType=phone&queryValue=${encodeURIComponent(value)}`);
      expect(names(body)).toEqual(['Ada Lovelace']);
      expect(body.users[0]).toMatchObject({
        status: 'banned',
        banReason: 'Spam',
        phone: '+1 (415) 555-0100',
      });
    }
  });

  it('when an admin types a phone without country code, spaced or prefixed, then the member with it is found', async () => {
    for (const value of ['912 34 567', '91234567', '+47 912 34 567', '0047 91234567']) {
      const { body } = await search(`queryType=phone&queryValue=${encodeURIComponent(value)}`);
      expect(names(body)).toEqual(['Charles Babbage']);
    }
    expect(names((await search('queryType=phone&queryValue=912%2034%20568')).body)).toEqual([]);
  });

  it('when an admin searches by name prefix or with a typo, then the member is found', async () => {
    expect(names((await search('queryType=name&queryValue=lov')).body)).toEqual(['Ada Lovelace']);
    expect(names((await search('queryType=name&queryValue=ada%20lov')).body)).toEqual(['Ada Lovelace']);
    expect(names((await search('queryType=name&queryValue=Lovelase')).body)).toContain('Ada Lovelace');
  });

  it('when an admin searches by email, exact or prefix in any case, then the member is found', async () => {
    expect(
      names((await search(`queryType=email&queryValue=${encodeURIComponent(ada.email.toUpperCase())}`)).body),
    ).toEqual(['Ada Lovelace']);
    expect(names((await search('queryType=email&queryValue=ADA.LOVE')).body)).toEqual(['Ada Lovelace']);
  });

  it('when the list is paged, then each page holds at most the limit and the total counts all', async () => {
    const first = await search('limit=2&page=1');
    const second = await search('limit=2&page=2');
    expect(first.body.total).toBe(3);
    expect([...names(first.body), ...names(second.body)].sort()).toEqual([
      'Ada Lovelace',
      'Charles Babbage',
      'Grace Hopper',
    ]);
  });

  it('when one user is asked for, then their header fields come; an unknown one is 404', async () => {
    const res = await admin.browser.get(`/rest/admin/users/${admin.userID}`, {
      'x-min-position': String(position),
    });
    const user = (await res.json()) as AdminUserRow;
    expect(user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      admin: true,
      adminBy: 'operator:test',
      status: 'active',
    });
    expect(user.lastSignIn).not.toBeNull();
    expect((await admin.browser.json('GET', `/rest/admin/users/${randomUUID()}`)).status).toBe(404);
    expect((await admin.browser.json('GET', '/rest/admin/users/nope')).status).toBe(404);
  });

  it('when the input is bad, then 400 validation-failed names the field', async () => {
    expect((await search('queryType=shoe&queryValue=x')).body).toMatchObject({
      error: 'validation-failed',
      error_msg: 'Invalid fields: queryType',
    });
    expect((await search('page=0')).body).toMatchObject({
      error: 'validation-failed',
      error_msg: 'Invalid fields: page',
    });
    expect((await search('limit=1000')).body).toMatchObject({
      error: 'validation-failed',
      error_msg: 'Invalid fields: limit',
    });
    expect((await search('queryValue=%25%25')).status).toBe(200);
  });

  it('when a member asks, then 403 "You must be an admin to view this page."', async () => {
    const member = await app.member();
    expect((await member.browser.json('GET', '/rest/admin/users')).body).toEqual({
      error: 'forbidden',
      error_msg: 'You must be an admin to view this page.',
    });
  });
});

describe('the admin user page, Publications tab', () => {
  it('when an admin lists a member’s publications, then they come newest first with the removed one marked; a bad page is 400', async () => {
    const store = app.server.core.store;
    const meta = () => ({
      actor: ada.userID,
      correlationId: randomUUID(),
      causationId: null,
      timestamp: new Date().toISOString(),
    });
    const submitted = (pubNum: number, title: string, publishDate: number) => ({
      type: 'PublicationSubmitted',
      data: {
        pubNum,
        version: 1,
        title,
        abstract: 'Notes.',
        keywords: ['engines'],
        body: 'Body text.',
        licence: 'CC-BY-4.0',
        pdf: null,
        publishDate,
        submittedBy: ada.userID,
        personal: { authors: [{ name: 'Ada Lovelace', userID: ada.userID }] },
      },
      eventId: randomUUID(),
      metadata: meta(),
    });
    await store.append(
      publicationStreamId(901),
      [submitted(901, 'On the Analytical Engine', 1_700_000_000)],
      {
        expectedVersion: 'no-stream',
      },
    );
    const last = await store.append(
      publicationStreamId(902),
      [
        submitted(902, 'Notes on Bernoulli numbers', 1_700_500_000),
        {
          type: 'PublicationRemoved',
          data: { pubNum: 902, note: 'Duplicate', removalDate: 1_700_600_000, by: admin.userID },
          eventId: randomUUID(),
          metadata: meta(),
        },
      ],
      { expectedVersion: 'no-stream' },
    );
    const res = await admin.browser.get(`/rest/admin/users/${ada.userID}/publications`, {
      'x-min-position': String(last.position),
    });
    const body = (await res.json()) as {
      publications: { pubNum: number; title: string; removalNote: string | null }[];
      total: number;
    };
    expect(res.status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.publications.map((p) => [p.pubNum, p.title, p.removalNote])).toEqual([
      [902, 'Notes on Bernoulli numbers', 'Duplicate'],
      [901, 'On the Analytical Engine', null],
    ]);
    const bad = await admin.browser.json('GET', `/rest/admin/users/${ada.userID}/publications?page=0`);
    expect(bad).toMatchObject({
      status: 400,
      body: { error: 'validation-failed', error_msg: 'Invalid fields: page' },
    });
    expect((await admin.browser.json('GET', '/rest/admin/users/nope/publications')).status).toBe(404);
  });
});
