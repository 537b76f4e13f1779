import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { seedAll, seeded, waitForZeroLag } from '@academy/app';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';
import { floorApp } from './floor-app.js';
import { OPEN_LOOP_MIX, openLoopPath, openLoopPopulation, type OpenLoopKind } from './open-loop.js';
import { type OpenLoopPopulation } from './open-loop.js';

jest.setTimeout(120_000);

// The open-loop bench's floor (floor-reads.ts) must read what the app's routes read: for a request of
// each kind of the mix, it finds what the app answers a visitor.
const SEED = 13;
const MEMBERS = 24;
let t: TestApp;
let floor: Server;
let floorUrl: string;
let population: OpenLoopPopulation;

const getJson = async (url: string): Promise<Record<string, unknown>> => {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
};

/** A floor's page view: the JSON its plain HTML carries. */
const pageJson = async (url: string): Promise<Record<string, unknown>> => {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const json = /<script type="application\/json">(.*)<\/script>/s.exec(await res.text())?.[1];
  return JSON.parse(json ?? 'null') as Record<string, unknown>;
};

/** What a page's server render asks the app for (journal-page.tsx's and registry-page.tsx's prefetch). */
const appReadOfPage = (path: string): string => {
  const url = new URL(path, 'http://floor');
  if (url.pathname === '/registry') return '/rest/registry/search?page=1&limit=20';
  return `/rest/journal/list?page=${url.searchParams.get('page') ?? '1'}&sort=newest`;
};

const pubNums = (answer: Record<string, unknown>) =>
  (answer.hits as { pubNum: number }[]).map((h) => h.pubNum);

beforeAll(async () => {
  t = await startTestApp({ passwords: fakePasswords });
  await seedAll(t.server.core, { members: MEMBERS, publications: 8, seed: SEED, password: 'floor-password' });
  await waitForZeroLag(t.server.core);
  population = await openLoopPopulation(t.url, MEMBERS, SEED);
  floor = floorApp(t.db).listen(0, '127.0.0.1');
  await new Promise((resolve) => floor.once('listening', resolve));
  floorUrl = `http://127.0.0.1:${(floor.address() as AddressInfo).port}`;
});

afterAll(async () => {
  floor?.closeAllConnections();
  await new Promise((resolve) => (floor ? floor.close(resolve) : resolve(undefined)));
  await t?.close();
});

describe('the open-loop floor', () => {
  const kinds = Object.keys(OPEN_LOOP_MIX) as OpenLoopKind[];
  it.each(kinds)(
    'when the floor is asked a request of the kind “%s”, then it finds what the app finds',
    async (kind) => {
      const random = seeded(SEED);
      for (let i = 0; i < 4; i++) {
        const path = openLoopPath(kind, population, random);
        if (kind === '/journal page' || kind === '/registry page') {
          const [floorAnswer, appAnswer] = await Promise.all([
            pageJson(`${floorUrl}${path}`),
            getJson(`${t.url}${appReadOfPage(path)}`),
          ]);
          expect(floorAnswer).toEqual(appAnswer);
          continue;
        }
        const [floorAnswer, appAnswer] = await Promise.all([
          getJson(`${floorUrl}${path}`),
          getJson(`${t.url}${path}`),
        ]);
        if (kind === 'journal search') {
          expect(appAnswer.total).toBeGreaterThan(0); // its words are the titles'
          expect(floorAnswer.total).toBe(appAnswer.total);
          expect(pubNums(floorAnswer)).toEqual(pubNums(appAnswer));
        } else if (kind === 'profile') {
          const { bioHtml: _rendered, ...view } = appAnswer;
          expect(floorAnswer).toEqual(view);
        } else expect(floorAnswer).toEqual(appAnswer);
      }
    },
  );

  it('when a request of the mix names no member or bad input, then the floor answers 404 or 400 as JSON', async () => {
    const unknown = await fetch(`${floorUrl}/rest/user/profile?userID=00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    for (const path of ['/rest/journal/list?page=nought', '/rest/user/profile?userID=nobody']) {
      const bad = await fetch(`${floorUrl}${path}`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: 'validation-failed' });
    }
  });
});
