import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger, errorHandler, type Config } from '@academy/platform';
import express from 'express';
import { staticFrontend } from './static-frontend.js';

const logs: string[] = [];
let dist: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'academy-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<html><head></head><body></body></html>');
  await writeFile(path.join(dist, 'assets', 'app.js'), 'export {};\n');
  await writeFile(path.join(dist, 'secret.txt'), 'not an asset');
  const app = express();
  app.use(staticFrontend({ ACADEMY_NAME: 'Sciences' } as Config, { dist }));
  app.use(errorHandler(createLogger('info', (line) => void logs.push(line))));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dist, { recursive: true, force: true });
});

/** A GET of the path exactly as written (fetch would resolve `..` and re-encode escapes first). */
const rawGet = (rawPath: string) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      })
      .on('error', reject);
  });

describe('bad addresses under /assets/', () => {
  it.each([
    ['/assets/', 404, 'not-found'],
    ['/assets/missing.js', 404, 'not-found'],
    ['/assets/%2e%2e/secret.txt', 404, 'not-found'],
    ['/assets/..%2fsecret.txt', 404, 'not-found'],
    ['/assets/app.js%00.map', 400, 'validation-failed'],
    ['/assets/%E0%A4%A', 400, 'validation-failed'],
    ['/assets/%', 400, 'validation-failed'],
  ])(
    'when %s is asked for, then %i %s as JSON, and no error or stack is logged',
    async (address, status, error) => {
      logs.length = 0;
      const res = await rawGet(address);
      expect({ status: res.status, body: JSON.parse(res.text) as unknown }).toEqual({
        status,
        body: expect.objectContaining({ error }),
      });
      expect(res.text).not.toContain('not an asset');
      expect(logs).toEqual([]);
    },
  );

  it('when an asset that exists is asked for, then it is served', async () => {
    expect(await rawGet('/assets/app.js')).toEqual({ status: 200, text: 'export {};\n' });
  });
});
