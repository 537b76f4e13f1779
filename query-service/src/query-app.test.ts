import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  eventStoreMigrations,
  loadConfig,
  migrate,
  openPglite,
  silentLogger,
  SqlEventStore,
  WriteSideAccess,
  type SqlClient,
} from '@academy/platform';
import { queryApp } from './query-app.js';

// The query side through the one request pipeline (`queryApp`, which is `restApp` with the query
// routes): the input gate and the error answers are the production ones.
let db: SqlClient;
let server: Server;
let url: string;

beforeAll(async () => {
  db = await openPglite();
  await migrate(db, eventStoreMigrations);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(os.tmpdir(), 'academy-query-app'),
  });
  const store = new SqlEventStore(db);
  const clock = () => new Date();
  const access = new WriteSideAccess(store, { catalogue: config.tiers, clock });
  const app = queryApp({ db, store, logger: silentLogger, access, clock, config });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.close();
});

describe('queryApp', () => {
  it('when a query’s parameters carry a NUL, then the input gate answers 400 validation-failed before any route', async () => {
    const res = await fetch(`${url}/rest/registry/search?query=Ada%00Lovelace`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'validation-failed', fields: [{ path: 'query' }] });
  });

  it('when the tier catalogue is asked for, then the query route answers it through the pipeline, with its security headers', async () => {
    const res = await fetch(`${url}/rest/membership/tiers`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = (await res.json()) as { tiers: { id: string }[] };
    expect(body.tiers.length).toBeGreaterThan(0);
  });

  it('when a path is unknown, then 404 not-found in the error shape', async () => {
    const res = await fetch(`${url}/rest/no-such-query`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not-found' });
  });
});
