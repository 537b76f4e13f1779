import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { submitPublication } from '../support/publications.js';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

// Whoever sends a request chooses its Host and X-Forwarded-* headers; no link may follow them.
const EVIL = 'evil.example';
const HOSTILE = {
  host: EVIL,
  'x-forwarded-host': EVIL,
  'x-forwarded-proto': 'https',
  // The request's own origin as the app sees it behind a trusted proxy (else a cross-origin refusal).
  origin: `https://${EVIL}`,
};

let app: TestApp;
let ada: TestMember;

/** A request as a raw client sends it (fetch would set Host itself), with the hostile headers. */
const hostile = (method: string, path: string, body?: unknown, cookie?: string) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const { hostname, port } = new URL(app.url);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        hostname,
        port,
        method,
        path,
        headers: {
          ...HOSTILE,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

/** The mail sent to `to` whose subject matches (mail leaves after the answer; the member also gets a welcome and a receipt). */
const mailTo = async (to: string, subject: RegExp) => {
  const found = () => app.mails.find((m) => m.to === to && subject.test(m.subject));
  for (let i = 0; i < 200 && !found(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(found()).toBeDefined();
  return found()!.text;
};

beforeAll(async () => {
  // PUBLIC_URL unset, as `npm start` has it; proxies trusted, so forwarded headers would count.
  app = await startTestApp({
    passwords: fakePasswords,
    captureMail: true,
    frontend: true,
    env: { TRUST_PROXY: 'true' },
  });
  ada = await app.member({ firstName: 'Seán', lastName: 'Ó Briain', membershipTier: 'member' });
  const { position } = await submitPublication(ada);
  await fetch(`${app.url}/rest/journal/list`, { headers: { 'x-min-position': String(position) } });
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe('links are built from the configured address, never from the request', () => {
  it('when PUBLIC_URL is unset, then the app says at start that links use the address it serves on', () => {
    expect(app.server.core.config.site.base()).toBe(app.url);
    expect(app.logs.find((line) => line.includes('links in mail'))).toContain(`"site":"${app.url}"`);
  });

  it('when a password reset is asked for with Host: evil.example, then the mailed link is the app’s own', async () => {
    const res = await hostile('POST', '/rest/signin/password-reset', { email: ada.email });
    expect(res.status).toBe(202);
    const text = await mailTo(ada.email, /^Reset your /);
    expect(text).toContain(`${app.url}/sign-in/reset/confirm?token=`);
    expect(text).not.toContain(EVIL);
  });

  it('when an email change is asked for with Host: evil.example, then the mailed link is the app’s own', async () => {
    const cookie = [...ada.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await hostile(
      'POST',
      '/rest/user/email',
      { email: 'sean.new@example.org', password: ada.password },
      cookie,
    );
    expect(res.status).toBe(202);
    const text = await mailTo('sean.new@example.org', /^Confirm your new /);
    expect(text).toContain(`${app.url}/settings/confirm-email?token=`);
    expect(text).not.toContain(EVIL);
  });

  it.each([
    '/robots.txt',
    '/sitemap.xml',
    '/journal/feed.xml',
    '/oai?verb=Identify',
    '/oai?verb=ListRecords&metadataPrefix=oai_dc',
    '/rest/journal/publications/1/versions/1/citation?format=bibtex',
    '/rest/journal/publications/1/versions/1/citation?format=ris',
    '/rest/journal/publications/1/versions/1/citation?format=csl-json',
    '/journal/publications/1',
    '/',
  ])('when %s is read with Host: evil.example, then every link in it is the app’s own', async (path) => {
    const res = await hostile('GET', path);
    expect(res.status).toBe(200);
    expect(res.text).toContain(app.url);
    expect(res.text).not.toContain(EVIL);
  });
});
