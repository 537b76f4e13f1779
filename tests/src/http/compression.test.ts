import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rawGet } from '../support/raw-get.js';
import { submitPublication } from '../support/publications.js';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';

const decode: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

let app: TestApp;
/** The home page's module scripts: the bundler's runtime (some 600 bytes), then the entry chunk. */
let moduleScripts: string[];
let entryScript: string;
let position: number;

beforeAll(async () => {
  app = await startTestApp({ frontend: true, passwords: fakePasswords });
  const html = (await rawGet(`${app.url}/`)).body.toString('utf8');
  moduleScripts = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((match) => match[1]!);
  entryScript = moduleScripts.at(-1) ?? '';
  const ada = await app.member({ firstName: 'Ada', lastName: 'Lovelace', membershipTier: 'member' });
  ({ position } = await submitPublication(ada, { abstract: 'Aperiodic tilings, compared. '.repeat(60) }));
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('compressed answers', () => {
  it.each(['br', 'gzip'])(
    'when the entry script is asked for with Accept-Encoding %s, then its precompressed copy comes, cached for good',
    async (encoding) => {
      expect(entryScript).toMatch(/^\/assets\/.+\.js$/);
      const plain = await rawGet(`${app.url}${entryScript}`);
      const res = await rawGet(`${app.url}${entryScript}`, { 'accept-encoding': `${encoding}` });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toMatch(/immutable/);
      expect(res.body.length).toBeLessThan(plain.body.length / 2);
      expect(decode[encoding]!(res.body).equals(plain.body)).toBe(true);
      // Every module script the page loads, however small, comes compressed too.
      expect(moduleScripts.length).toBeGreaterThan(0);
      for (const script of moduleScripts) {
        const small = await rawGet(`${app.url}${script}`, { 'accept-encoding': `${encoding}` });
        expect([script, small.headers['content-encoding']]).toEqual([script, encoding]);
      }
    },
  );

  it('when the client accepts both, then brotli is sent; when it accepts neither, then the file as it is', async () => {
    const both = await rawGet(`${app.url}${entryScript}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(both.headers['content-encoding']).toBe('br');
    const none = await rawGet(`${app.url}${entryScript}`, { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toMatch(/Accept-Encoding/i);
    expect(none.body.toString('utf8')).toContain('import');
  });

  it.each(['br', 'gzip'])(
    'when a JSON answer over 1 KB is asked for with Accept-Encoding %s, then it comes compressed and parses',
    async (encoding) => {
      const res = await rawGet(`${app.url}/rest/journal/list`, {
        'accept-encoding': encoding,
        'x-min-position': String(position),
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      const body = decode[encoding]!(res.body);
      expect(body.length).toBeGreaterThan(1024);
      expect(JSON.parse(body.toString('utf8'))).toEqual(expect.anything());
    },
  );

  it('when a JSON answer is under 1 KB, then it is sent as it is', async () => {
    const res = await rawGet(`${app.url}/healthz`, { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ status: 'ok' });
  });

  it('when a page is asked for, then its HTML is revalidated each time, not cached for good', async () => {
    const res = await rawGet(`${app.url}/journal`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
