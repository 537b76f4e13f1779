import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { RouteTable } from '../access/route-table.js';
import { type WriteSideAccess } from '../access/write-side-access.js';
import { markStreamOfError } from '../event-store/stream-of-error.js';
import { createLogger } from '../logging/logger.js';
import { type SqlExecutor } from '../sql/sql-client.js';
import { restApp } from './rest-app.js';

const logs: string[] = [];
let server: http.Server;
let url: string;

const noDatabase = {} as SqlExecutor; // no request here carries a session cookie

beforeAll(async () => {
  const router = express.Router();
  router.post('/rest/echo', (req, res) => void res.json({ body: req.body as unknown }));
  router.get('/rest/items/:id', (req, res) => void res.json({ id: req.params.id, query: req.query }));
  router.post('/rest/raw', (req, res) => void res.json({ bytes: (req.body as Buffer).length }));
  router.get('/readyz', (_req, res) => void res.status(503).json({ status: 'warming' }));
  router.post('/rest/boom/:id', () => {
    const failure = Object.assign(new Error('deadlock detected'), {
      code: '40P01',
      detail: 'Process 12 waits for ShareLock on transaction 34',
    });
    throw markStreamOfError(failure, 'user-1234');
  });
  // A visitor is refused by the guard before any loading: the write side is never asked.
  const guarded = new RouteTable({} as WriteSideAccess).get(
    '/rest/members-only/:id',
    { signedIn: true },
    (_req, res) => void res.json({}),
  );
  const app = restApp({
    config: { PUBLIC_URL: undefined, TRUST_PROXY: false },
    db: noDatabase,
    clock: () => new Date(),
    logger: createLogger('info', (line) => void logs.push(line)),
    sides: [
      { router, routes: [], bodyReaders: [{ path: '/rest/raw', read: express.raw({ type: () => true }) }] },
      guarded,
    ],
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const send = async (
  path: string,
  init: { method?: string; body?: string | Buffer; headers?: Record<string, string> } = {},
) => {
  const res = await fetch(url + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const refusal = (path: string) => ({
  status: 400,
  body: expect.objectContaining({ error: 'validation-failed', fields: [expect.objectContaining({ path })] }),
});

describe('the input gate of the request pipeline', () => {
  it('when a JSON string or key holds a lone surrogate, a reversed pair, a NUL or a control character, then 400 validation-failed names the field', async () => {
    expect(await send('/rest/echo', { body: '{"firstName":"\\ud800"}' })).toEqual(refusal('firstName'));
    expect(await send('/rest/echo', { body: '{"a":{"b":["ok","\\udc00\\ud800"]}}' })).toEqual(
      refusal('a.b[1]'),
    );
    expect(await send('/rest/echo', { body: '{"title":"x\\u0000y"}' })).toEqual(refusal('title'));
    expect(await send('/rest/echo', { body: '{"title":"bell \\u0007"}' })).toEqual(refusal('title'));
    expect(await send('/rest/echo', { body: '{"x":{"\\udfff":1}}' })).toEqual(refusal('x'));
    expect(await send('/rest/echo', { body: '"\\udfff"' })).toEqual(refusal('(body)'));
  });

  it('when text holds a Unicode noncharacter (U+FFFE, U+FFFF, U+FDD0, U+10FFFF), which XML cannot carry, then 400 validation-failed names the field', async () => {
    for (const text of ['a\ufffe', '\uffff', 'b\ufdd0c', 'd\u{10ffff}'])
      expect(await send('/rest/echo', { body: JSON.stringify({ text }) })).toEqual(refusal('text'));
    expect(await send('/rest/items/1?q=%EF%BF%BE')).toEqual(refusal('q'));
    expect(await send('/rest/items/%EF%BF%BF')).toEqual(refusal('(path)'));
  });

  it('when text is well formed (pairs, tabs and line breaks, other private and special characters, bidi marks, combining marks), then it passes unchanged', async () => {
    const text = '💥\t\n\r\ue000\ufeff\ufffd\u202e' + 'e' + '\u0301'.repeat(50);
    expect(await send('/rest/echo', { body: JSON.stringify({ text }) })).toEqual({
      status: 200,
      body: { body: { text } },
    });
  });

  it('when the JSON body’s bytes are not valid UTF-8, then 400 validation-failed instead of a U+FFFD', async () => {
    const body = Buffer.concat([
      Buffer.from('{"name":"a'),
      Buffer.from([0xff, 0xed, 0xa0, 0x80]),
      Buffer.from('"}'),
    ]);
    expect(await send('/rest/echo', { body })).toEqual(refusal('(body)'));
  });

  it('when a path parameter or a query value decodes to a NUL or a control character, then 400 validation-failed', async () => {
    expect(await send('/rest/items/a%00b')).toEqual(refusal('(path)'));
    expect(await send('/rest/items/%ED%A0%80')).toEqual(refusal('(path)'));
    expect(await send('/rest/items/1?q=%00')).toEqual(refusal('q'));
    expect(await send('/rest/items/1?filter[name]=%1B')).toEqual(refusal('filter.name'));
    expect(await send('/rest/items/caf%C3%A9?q=%E2%82%AC')).toEqual({
      status: 200,
      body: { id: 'café', query: { q: '€' } },
    });
  });

  it('when a header value holds a C1 control character, then 400 naming the header; UTF-8 text in a header passes', async () => {
    expect(await send('/rest/items/1', { headers: { 'x-note': 'a\u0085b' } })).toEqual(
      refusal('headers.x-note'),
    );
    const utf8AsLatin1 = Buffer.from('€ café', 'utf8').toString('latin1');
    expect((await send('/rest/items/1', { headers: { 'x-note': utf8AsLatin1 } })).status).toBe(200);
  });

  it('when a body reader mounted before the gate reads raw bytes, then the gate leaves them alone', async () => {
    const bytes = Buffer.from([0x00, 0xff, 0xd8, 0x00]);
    expect(
      await send('/rest/raw', { body: bytes, headers: { 'content-type': 'application/octet-stream' } }),
    ).toEqual({
      status: 200,
      body: { bytes: 4 },
    });
  });
});

describe('the error log of the request pipeline', () => {
  it('when a route fails with a database error, then 500 internal-error and one log line naming the method, route, SQLSTATE, detail and stream', async () => {
    logs.length = 0;
    const answer = await send('/rest/boom/7', { body: '{}' });
    expect(answer).toEqual({ status: 500, body: expect.objectContaining({ error: 'internal-error' }) });
    const failed = logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((l) => l.msg === 'request failed');
    expect(failed).toMatchObject({
      method: 'POST',
      route: '/rest/boom/:id',
      sqlstate: '40P01',
      detail: 'Process 12 waits for ShareLock on transaction 34',
      stream: 'user-1234',
    });
  });

  /** The `request` line, written once the answer is flushed: waited for (turns of the event loop). */
  const requestLine = async () => {
    const lineOf = () =>
      logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request');
    for (let turn = 0; turn < 100 && !lineOf(); turn++) await new Promise((r) => setImmediate(r));
    return lineOf();
  };

  it('when the readiness probe answers 503 (the app warming), then its request line is info, not error', async () => {
    logs.length = 0;
    expect((await send('/readyz')).status).toBe(503);
    expect(await requestLine()).toMatchObject({ level: 'info', route: '/readyz', status: 503 });
  });

  it('when the guard refuses a request, then its request line names the route it matched', async () => {
    logs.length = 0;
    expect((await send('/rest/members-only/7')).status).toBe(401);
    expect(await requestLine()).toMatchObject({ method: 'GET', route: '/rest/members-only/:id' });
  });
});
