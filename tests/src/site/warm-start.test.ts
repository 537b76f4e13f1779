import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { rawGet } from '../support/raw-get.js';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';

// A start renders the most visited pages once before it says ready (WARM_PAGES, on by default;
// the test harness turns it off elsewhere): the first visitor gets a page the warm-up left in the
// page cache, not the seconds of a cold renderer.
jest.setTimeout(120_000);

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

const start = async (warm: 'on' | 'off') => {
  const app = await startTestApp({ frontend: true, passwords: fakePasswords, env: { WARM_PAGES: warm } });
  apps.push(app);
  return app;
};

/** /readyz's answers until it says ready (every status it gave, in order, without repeats). */
const untilReady = async (app: TestApp): Promise<string[]> => {
  const seen: string[] = [];
  for (const until = Date.now() + 90_000; Date.now() < until;) {
    const { status } = (await (await fetch(`${app.url}/readyz`)).json()) as { status: string };
    if (seen.at(-1) !== status) seen.push(status);
    if (status === 'ready') return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`/readyz never said ready: ${seen.join(', ')}`);
};

describe('a warm start', () => {
  it('when a server starts with WARM_PAGES on, then /readyz says warming until the pages are rendered, and the first visitor of each gets it from the page cache', async () => {
    const app = await start('on');
    const statuses = await untilReady(app);
    expect(statuses.at(-1)).toBe('ready');
    expect(statuses.every((s) => s === 'warming' || s === 'ready')).toBe(true);
    expect(app.logs.some((l) => l.includes('pages warmed'))).toBe(true);
    for (const page of ['/', '/journal', '/registry', '/sign-up', '/sign-in']) {
      const answer = await rawGet(`${app.url}${page}`);
      expect({ page, status: answer.status, cache: answer.headers['x-cache'] }).toEqual({
        page,
        status: 200,
        cache: 'hit',
      });
    }
  });

  it('when WARM_PAGES is off, then /readyz is ready at once and the first visitor’s page is rendered for them', async () => {
    const app = await start('off');
    expect(await untilReady(app)).toEqual(['ready']);
    expect((await rawGet(`${app.url}/journal`)).headers['x-cache']).toBe('miss');
  });
});
