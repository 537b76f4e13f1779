import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { answerClientErrors } from './client-errors.js';

describe('what Node refuses before the app', () => {
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end('ok'));
    answerClientErrors(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("when an address is longer than Node's header limit, then the answer is 400 validation-failed in JSON with an X-Request-Id", async () => {
    const res = await fetch(`${url}/rest/registry/search?${'a=1&'.repeat(5_000)}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.json()).toEqual({
      error: 'validation-failed',
      error_msg: 'The address or the headers of the request are too large (16 KB at most)',
    });
  });
});
