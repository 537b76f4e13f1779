import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { START } from '@academy/platform';
import { startTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(30_000);

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { METRICS_PORT: '0', READY_MAX_LAG_EVENTS: '0' } });
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

const logLines = () =>
  app.logs.map(
    (line) => JSON.parse(line) as { level: string; msg: string; reqId?: string } & Record<string, unknown>,
  );

describe('security headers', () => {
  it('when any answer leaves the server (an API answer, an error, a page), then it carries the security headers', async () => {
    const browser = app.browser();
    for (const res of [
      await browser.get('/rest/user/status'),
      await browser.get('/rest/no-such-endpoint'),
      await browser.post('/rest/signup', '{not json'),
      await browser.get('/registry'),
      await browser.get('/healthz'),
    ]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      // Served over plain HTTP here: no HSTS.
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('when the site is served over HTTPS, then answers carry HSTS', async () => {
    const https = await startTestApp({ env: { PUBLIC_URL: 'https://academy.example' } });
    try {
      const res = await https.browser().get('/healthz');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  }, 120_000);
});

describe('logs', () => {
  it('when a request appends events, then every line logged for it is JSON with a request id equal to the events’ correlation id, and no personal data', async () => {
    const email = `logged.${Date.now()}@example.org`;
    const res = await app.browser().post('/rest/signup', {
      email,
      password: 'correct horse battery staple',
      firstName: 'Loggedfirst',
      lastName: 'Loggedlast',
    });
    expect(res.status).toBe(201);
    const reqId = res.headers.get('x-request-id');
    expect(reqId).toMatch(/^[\w-]{8,}$/);
    const { userID } = (await res.json()) as { userID: string };
    const events = await app.server.core.store.readStream(`user-${userID}`);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.metadata.correlationId).toBe(reqId);
    const lines = logLines().filter((l) => l.reqId === reqId);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        route: '/rest/signup',
        status: 201,
        method: 'POST',
      }),
    );
    const all = app.logs.join('\n');
    for (const personal of [email, 'Loggedfirst', 'Loggedlast', 'correct horse'])
      expect(all).not.toContain(personal);
  });

  it('when a caller sends its own X-Correlation-Id, then the answer, the log lines and the events carry it', async () => {
    const id = `trace-${Date.now()}`;
    const res = await app.browser().post(
      '/rest/signup',
      {
        email: `traced.${Date.now()}@example.org`,
        password: 'correct horse battery staple',
        firstName: 'A',
        lastName: 'B',
      },
      { 'x-correlation-id': id },
    );
    expect(res.headers.get('x-request-id')).toBe(id);
    const { userID } = (await res.json()) as { userID: string };
    const [first] = await app.server.core.store.readStream(`user-${userID}`);
    expect(first?.metadata.correlationId).toBe(id);
    expect(logLines().some((l) => l.reqId === id && l.msg === 'request')).toBe(true);
  });
});

describe('metrics and readiness', () => {
  it('when /metrics is read on the metrics listener, then it shows HTTP, command, event and projection-lag series; the public listener does not serve it', async () => {
    await app.member();
    await app.browser().post('/rest/signup', { email: 'not an email' });
    expect((await app.browser().get('/rest/registry/search?query=ada')).status).toBe(200);
    expect(app.server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const res = await fetch(app.server.metricsUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /academy_http_request_duration_seconds_count\{method="POST",route="\/rest\/signup",status="201"\} [1-9]/,
    );
    expect(text).toMatch(
      /academy_http_request_duration_seconds_count\{method="POST",route="\/rest\/signup",status="400"\} [1-9]/,
    );
    expect(text).toMatch(/academy_commands_total\{type="RegisterUser",outcome="appended"\} [1-9]/);
    expect(text).toMatch(/academy_events_appended_total\{type="[A-Za-z]+"\} [1-9]/);
    for (const projection of app.server.core.projections)
      expect(text).toMatch(
        new RegExp(`academy_projection_lag_events\\{projection="${projection.name}"\\} \\d+`),
      );
    expect(text).toMatch(/academy_search_duration_seconds_count\{index="registry"\} [1-9]/);
    expect(text).toContain('academy_scheduler_runs_total');
    const onPublic = await app.browser().get('/metrics');
    expect(await onPublic.text()).not.toContain('academy_http_request_duration_seconds');
  });

  it('when the projections are caught up, then /readyz is 200; when one lags past the limit, then 503 naming it; /healthz stays 200', async () => {
    const browser = app.browser();
    await app.server.core.runner.whenCaughtUp();
    // Wait until every projection has applied what was appended so far.
    const deadline = Date.now() + 10_000;
    let ready = await browser.get('/readyz');
    while (ready.status !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      ready = await browser.get('/readyz');
    }
    expect({ status: ready.status, body: await ready.json() }).toEqual({
      status: 200,
      body: { status: 'ready' },
    });
    await app.server.core.runner.stop();
    expect(await app.server.core.store.countAfter(START)).toBeGreaterThan(0);
    await app.member();
    const lagging = await browser.json('GET', '/readyz');
    expect(lagging.status).toBe(503);
    expect(lagging.body).toMatchObject({ status: 'projections-lagging' });
    expect((lagging.body as { projections: unknown[] }).projections.length).toBeGreaterThan(0);
    expect((await browser.get('/healthz')).status).toBe(200);
  });
});
