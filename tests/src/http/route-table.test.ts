import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { errorHandler, RouteTable, sessionLayer, silentLogger, type RouteSpec } from '@academy/platform';
import express from 'express';
import { routeTableOf, runAdminCommand } from '@academy/app';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type TestBrowser } from '../support/test-browser.js';

// A machine shared with other work can be slow: each test may take up to 30 s.
jest.setTimeout(30_000);

let app: TestApp;
let table: readonly RouteSpec[];

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every route Express would answer, however it was registered. */
const servedRoutes = (stack: Layer[], found: { method: string; path: unknown }[] = []) => {
  for (const layer of stack) {
    if (layer.route)
      for (const method of Object.keys(layer.route.methods))
        found.push({ method: method.toUpperCase(), path: layer.route.path });
    else if (layer.handle?.stack) servedRoutes(layer.handle.stack, found);
  }
  return found;
};

const key = (r: { method: string; path: unknown }) => `${r.method} ${String(r.path)}`;
const concrete = (path: string) => path.replace(/:(\w+)/g, () => randomUUID());
const isProtected = (spec: RouteSpec) =>
  spec.requirement.signedIn === true ||
  spec.requirement.admin === true ||
  spec.requirement.authorizedTiers !== undefined ||
  spec.requirement.capability !== undefined;
const call = (browser: TestBrowser, spec: RouteSpec) =>
  browser.json(spec.method, concrete(spec.path), spec.method === 'GET' ? undefined : {});

beforeAll(async () => {
  // OIDC settings (an issuer nobody answers at) so the callback endpoint is in the table too.
  app = await startTestApp({
    env: { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'academy', OIDC_CLIENT_SECRET: 'secret' },
  });
  table = routeTableOf(app.server.http);
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

describe('the route table', () => {
  it('when the app is walked, then every /rest endpoint it serves declares a requirement, and nothing else is served', () => {
    const served = servedRoutes(app.server.http.router.stack as Layer[]);
    const rest = served.filter((r) => typeof r.path === 'string' && r.path.startsWith('/rest/'));
    const others = served.filter((r) => !rest.includes(r)).map(key);
    // Health, readiness, what crawlers and harvesters read (public, read-only) and the frontend's
    // pages (one catch-all that excludes /rest) are the only other routes.
    expect(others).toEqual([
      'GET /readyz',
      'GET /healthz',
      'GET /robots.txt',
      'GET /sitemap.xml',
      'GET /^\\/sitemap-([1-9]\\d{0,5})\\.xml$/',
      'GET /journal/feed.xml',
      'GET /oai',
      'POST /oai',
      'GET /^(?!\\/rest\\/).*/',
    ]);
    // An upload form's body reader is a second route on its command's path: each path counted once.
    expect([...new Set(rest.map(key))].sort()).toEqual(table.map(key).sort());
    for (const spec of table) expect(spec.requirement).toEqual(expect.any(Object));
    expect(table.length).toBeGreaterThanOrEqual(16);
  });

  it('when a visitor calls a protected endpoint, then 401 not-signed-in before anything loads', async () => {
    const visitor = app.browser();
    const protectedRoutes = table.filter(isProtected);
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(5);
    for (const spec of protectedRoutes) {
      const res = await call(visitor, spec);
      expect({ route: key(spec), status: res.status, error: (res.body as { error?: string }).error }).toEqual(
        {
          route: key(spec),
          status: 401,
          error: 'not-signed-in',
        },
      );
    }
  });

  it('when a member who is not an admin calls an admin endpoint, then 403 forbidden', async () => {
    const { browser } = await app.member();
    const adminRoutes = table.filter((s) => s.requirement.admin === true);
    // Every endpoint under /rest/admin/ is admin-only (the admin area and audit add theirs there).
    expect(
      table
        .filter((s) => s.path.startsWith('/rest/admin/'))
        .map(key)
        .sort(),
    ).toEqual(adminRoutes.map(key).sort());
    expect(adminRoutes.map(key).sort()).toEqual(
      expect.arrayContaining([
        'DELETE /rest/admin/admins/:userID',
        'POST /rest/admin/admins',
        'POST /rest/admin/users/:userID/ban',
        'POST /rest/admin/users/:userID/unban',
        'DELETE /rest/admin/journal/publications/:pubNum/removal',
        'GET /rest/admin/members/lookup',
        'GET /rest/admin/users/:userID/payments',
        'POST /rest/admin/free-orders',
        'POST /rest/admin/journal/publications/:pubNum/removal',
        'GET /rest/admin/audit/users/:userID',
        'GET /rest/admin/audit/users/:userID/state',
        'GET /rest/admin/audit/publications/:pubNum',
        'GET /rest/admin/audit/publications/:pubNum/state',
      ]),
    );
    for (const spec of adminRoutes) {
      const res = await call(browser, spec);
      expect({ route: key(spec), status: res.status, body: res.body }).toEqual({
        route: key(spec),
        status: 403,
        body: { error: 'forbidden', error_msg: 'You must be an admin to view this page.' },
      });
    }
  });

  it('when a member of a lower tier calls a tier-gated endpoint, then 403 insufficient-membership-tier', async () => {
    const { browser } = await app.member({ membershipTier: 'associate' });
    const gated = table.filter(
      (s) => s.requirement.authorizedTiers !== undefined || s.requirement.capability,
    );
    expect(gated.map(key)).toContain('GET /rest/journal/submit/precheck');
    for (const spec of gated) {
      const res = await call(browser, spec);
      expect({ route: key(spec), status: res.status, body: res.body }).toEqual({
        route: key(spec),
        status: 403,
        body: {
          error: 'insufficient-membership-tier',
          error_msg: 'Your current membership tier does not have access to this page.',
        },
      });
    }
    // A route naming tiers directly is judged by the same guard.
    const routes = new RouteTable(app.server.core.access).get(
      '/rest/fellows-only',
      { authorizedTiers: ['fellow'] },
      (_req, res) => {
        res.json({ ok: true });
      },
    );
    const mini = express();
    mini.use(sessionLayer({ db: app.server.core.db, clock: () => new Date(), publicUrl: undefined }));
    mini.use(routes.router);
    mini.use(errorHandler(silentLogger));
    const server = http.createServer(mini).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest/fellows-only`;
      const low = await fetch(url, { headers: { cookie: `academy_session=${browser.session!}` } });
      expect(low.status).toBe(403);
      expect(await low.json()).toMatchObject({ error: 'insufficient-membership-tier' });
      const fellow = await app.member({ membershipTier: 'fellow' });
      expect(
        (await fetch(url, { headers: { cookie: `academy_session=${fellow.browser.session!}` } })).status,
      ).toBe(200);
      expect((await fetch(url)).status).toBe(401);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('when an associate asks the Journal submit pre-check, then 403; a member whose tier grants journal-submit, then 200', async () => {
    const associate = await app.member({ membershipTier: 'associate' });
    const denied = await associate.browser.get('/rest/journal/submit/precheck');
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({
      error: 'insufficient-membership-tier',
      error_msg: 'Your current membership tier does not have access to this page.',
    });
    const paying = await app.member({ membershipTier: 'member' });
    const allowed = await paying.browser.get('/rest/journal/submit/precheck');
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ allowed: true, membershipTier: 'member' });
    expect((await app.browser().get('/rest/journal/submit/precheck')).status).toBe(401);
  });

  it('when a banned user calls any endpoint but status, session, sign-out and the sign-in steps, then 403 banned with the reason', async () => {
    const admin = await app.member();
    await runAdminCommand(app.server.core, {
      action: 'grant',
      email: admin.email,
      operator: 'operator:test',
    });
    const banned = await app.member();
    await admin.browser.post(`/rest/admin/users/${banned.userID}/ban`, { reason: 'Walked the table' });
    const exempt = table.filter((s) => s.requirement.allowBanned).map(key);
    expect(exempt.sort()).toEqual([
      'GET /rest/signin/gkStart',
      'GET /rest/signin/oidc/callback',
      'GET /rest/user/session',
      'GET /rest/user/status',
      'POST /rest/signin/password',
      'POST /rest/signin/signOut',
    ]);
    for (const spec of table.filter((s) => !s.requirement.allowBanned)) {
      const res = await call(banned.browser, spec);
      expect({ route: key(spec), status: res.status, body: res.body }).toEqual({
        route: key(spec),
        status: 403,
        body: { error: 'banned', error_msg: 'Walked the table' },
      });
    }
    expect((await banned.browser.json('GET', '/rest/user/status')).body).toMatchObject({
      status: 'banned',
      banReason: 'Walked the table',
    });
    expect((await banned.browser.json('GET', '/rest/user/session')).status).toBe(200);
  });
});
