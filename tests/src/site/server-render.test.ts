import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { serverRenderer } from '@academy/app';
import { loadConfig, silentLogger } from '@academy/platform';
import type express from 'express';
import { submitPublication } from '../support/publications.js';
import { rawGet } from '../support/raw-get.js';
import { servedPage } from '../support/served-page.js';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

let app: TestApp;
let member: TestMember;

const title = 'Tilings of the Quiet Plane';
const name = 'Ottoline Quillfeather';
const served = (page: string) => servedPage(`${app.url}${page}`);
/** The text of what the server put in the app's root (tags and React's text separators left out). */
const rootTextOf = (html: string) =>
  (
    /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="server-state"/.exec(html)?.[1] ??
    ''
  )
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]*>/g, ' ');

beforeAll(async () => {
  app = await startTestApp({ frontend: true, passwords: fakePasswords });
  member = await app.member({ firstName: 'Ottoline', lastName: 'Quillfeather', membershipTier: 'member' });
  const { position } = await submitPublication(member, { title });
  // Pages do not wait for the read models: a query that does waits for them first.
  for (const read of ['/rest/journal/list', '/rest/registry/search']) {
    const res = await fetch(`${app.url}${read}`, { headers: { 'x-min-position': String(position) } });
    if (res.status !== 200) throw new Error(`${read}: ${res.status}`);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe("a visitor's page rendered by the server, before any script runs", () => {
  it("when /registry is asked for, then the served body lists a member's name, styled, with the data the app starts from", async () => {
    const page = await served('/registry');
    expect(page.status).toBe(200);
    expect(rootTextOf(page.html)).toContain(name);
    expect(page.html).toMatch(/<style data-emotion="css [^"]+">/);
    expect(page.titles).toEqual(['Registry | Academy of Sciences']);
    const state = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(page.html)?.[1];
    expect(JSON.stringify(JSON.parse(state ?? 'null'))).toContain('"lastName":"Quillfeather"');
  });

  it('when a publication is asked for, then the served body shows its title', async () => {
    const page = await served('/journal/publications/1');
    expect(page.status).toBe(200);
    expect(rootTextOf(page.html)).toContain(` ${title} `);
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(page.titles).toEqual([`${title} | Academy of Sciences`]);
  });

  it('when the page is served, then it carries no inline script (the CSP allows none)', async () => {
    const page = await served('/journal');
    const scripts = [...page.html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.filter((attrs) => !/\bsrc=|type="application\/(?:json|ld\+json)"/.test(attrs))).toEqual(
      [],
    );
  });

  it('when the same page is asked for again and nothing changed, then the same ETag, and 304 for it', async () => {
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request.
    const first = await rawGet(`${app.url}/journal`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await rawGet(`${app.url}/journal`)).headers.etag).toBe(etag);
    expect((await rawGet(`${app.url}/journal`, { 'if-none-match': etag })).status).toBe(304);
  });

  it('when a signed-in member asks for a page, then they get the shell the browser renders', async () => {
    const res = await member.browser.get('/registry');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  it('when a missing publication is asked for, then 404 with the shell', async () => {
    const page = await served('/journal/publications/99');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<div id="root"></div>');
  });
});

describe('a server render that fails', () => {
  it('when the server build throws, then no page (the shell is served) and the failure is logged', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'academy-ssr-'));
    const entry = path.join(folder, 'entry-server.js');
    await writeFile(entry, 'export const render = async () => { throw new Error("broken render"); };\n');
    const warnings: string[] = [];
    const logger = { ...silentLogger, warn: (message: string) => void warnings.push(message) };
    try {
      const { render } = serverRenderer(loadConfig({ DATA_DIR: folder }), logger, {}, entry);
      const req = {
        get: () => undefined,
        originalUrl: '/',
        path: '/',
        socket: {},
      } as unknown as express.Request;
      await expect(render(req)).resolves.toBeNull();
      expect(warnings).toEqual(['page not rendered on the server']);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
