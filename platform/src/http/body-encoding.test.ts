import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import { FileBlobStore } from '../blobs/blob-store.js';
import { createLogger } from '../logging/logger.js';
import { type SqlExecutor } from '../sql/sql-client.js';
import { uploadBody } from '../uploads/upload-body.js';
import { type UploadForm } from '../uploads/upload-form.js';
import { restApp } from './rest-app.js';

const logs: string[] = [];
const ran: string[] = [];
let server: http.Server;
let url: string;
let blobDir: string;

beforeAll(async () => {
  blobDir = await mkdtemp(path.join(os.tmpdir(), 'academy-encoding-'));
  const router = express.Router();
  router.post('/rest/echo', (req, res) => {
    ran.push('echo');
    res.json({ body: req.body as unknown });
  });
  router.post('/rest/raw', (req, res) => void res.json({ bytes: (req.body as Buffer).length }));
  router.post('/rest/upload', (req, res) => void res.json({ body: req.body as unknown }));
  const form: UploadForm = { parts: { note: { kind: 'text', maxBytes: 100 } }, unknownPart: 'Unknown part' };
  const app = restApp({
    config: { PUBLIC_URL: undefined, TRUST_PROXY: false },
    db: {} as SqlExecutor, // no request here carries a session cookie
    clock: () => new Date(),
    logger: createLogger('info', (line) => void logs.push(line)),
    sides: [
      {
        router,
        routes: [],
        bodyReaders: [
          { path: '/rest/raw', read: express.raw({ type: () => true }) },
          { path: '/rest/upload', read: uploadBody(new FileBlobStore(blobDir), form) },
        ],
      },
    ],
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  ran.length = 0;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(blobDir, { recursive: true, force: true });
});

const post = async (path: string, body: string | Buffer | undefined, headers: Record<string, string>) => {
  const res = await fetch(url + path, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const refused = (message: RegExp) => ({
  status: 400,
  body: expect.objectContaining({ error: 'validation-failed', error_msg: expect.stringMatching(message) }),
});

const json = { 'content-type': 'application/json' };
const plain = Buffer.from('{"reason":"plain"}');
const big = Buffer.from(JSON.stringify({ reason: 'x'.repeat(2000) }));

describe('the Content-Encoding of a request body', () => {
  it('when a plain JSON body says gzip, deflate or br, then 400 validation-failed naming the encoding, and no route runs', async () => {
    for (const coding of ['gzip', 'deflate', 'br']) {
      const answer = await post('/rest/echo', plain, { ...json, 'content-encoding': coding });
      expect(answer).toEqual(refused(new RegExp(`not valid ${coding} data`)));
    }
    expect(ran).toEqual([]);
    expect(logs.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });

  it('when a gzip body is cut short, then 400 naming gzip; whole, it is read', async () => {
    const gz = zlib.gzipSync(big);
    expect(await post('/rest/echo', gz.subarray(0, 30), { ...json, 'content-encoding': 'gzip' })).toEqual(
      refused(/not valid gzip data/),
    );
    const whole = await post('/rest/echo', gz, { ...json, 'content-encoding': 'gzip' });
    expect(whole).toEqual({ status: 200, body: { body: JSON.parse(big.toString()) as unknown } });
  });

  it('when the encoding is one no reader decodes (or a list of several), then 400 naming it and what is accepted', async () => {
    expect(await post('/rest/echo', plain, { ...json, 'content-encoding': 'compress' })).toEqual(
      refused(/Content-Encoding compress is not accepted; send identity, gzip, deflate, br/),
    );
    expect(await post('/rest/echo', plain, { ...json, 'content-encoding': 'gzip, br' })).toEqual(
      refused(/Content-Encoding gzip, br is not accepted/),
    );
  });

  it('when a raw body reader meets a body that does not decode, then 400 naming the encoding', async () => {
    expect(
      await post('/rest/raw', plain, { 'content-type': 'text/plain', 'content-encoding': 'br' }),
    ).toEqual(refused(/not valid br data/));
  });

  it('when an upload says gzip, then 400: uploads are read as they stream in, never decoded', async () => {
    const form = new FormData();
    form.set('note', 'hello');
    const request = new Request(url, { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const type = request.headers.get('content-type')!;
    expect(await post('/rest/upload', body, { 'content-type': type, 'content-encoding': 'gzip' })).toEqual(
      refused(/Content-Encoding gzip is not accepted; send identity$/),
    );
    expect(await post('/rest/upload', body, { 'content-type': type })).toEqual({
      status: 200,
      body: { body: { note: 'hello' } },
    });
  });
});

describe('bodies that are not JSON where JSON is read', () => {
  it('when a multipart/form-data type has no boundary, with a body or none, then 400 and no route runs', async () => {
    const type = { 'content-type': 'multipart/form-data' };
    expect(await post('/rest/echo', 'reason=x', type)).toEqual(refused(/needs a boundary/));
    expect(await post('/rest/echo', undefined, type)).toEqual(refused(/needs a boundary/));
    expect(ran).toEqual([]);
  });

  it('when a multipart form or an image comes to an address that takes no upload, then 400, not an empty body', async () => {
    const form = { 'content-type': 'multipart/form-data; boundary=x' };
    const body = '--x\r\nContent-Disposition: form-data; name="reason"\r\n\r\nx\r\n--x--\r\n';
    expect(await post('/rest/echo', body, form)).toEqual(refused(/takes no upload/));
    expect(await post('/rest/echo', Buffer.from([0xff, 0xd8]), { 'content-type': 'image/jpeg' })).toEqual(
      refused(/takes no upload/),
    );
    expect(ran).toEqual([]);
  });

  it('when the JSON body is null, then 400; no body at all still reaches the route as none', async () => {
    expect(await post('/rest/echo', 'null', json)).toEqual(refused(/must not be null/));
    expect(ran).toEqual([]);
    expect((await post('/rest/echo', undefined, json)).status).toBe(200);
    expect(ran).toEqual(['echo']);
  });
});
