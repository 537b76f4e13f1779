import { describe, expect, it } from '@jest/globals';
import { commandSpec } from '../../testing/http-spec.js';

const spec = commandSpec();

const savedTarget = (cookie: string): unknown =>
  JSON.parse(decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!));

describe('GET /rest/signin/gkStart and redirect targets', () => {
  it('when the built-in provider is used, then gkStart sends the browser to /sign-in', async () => {
    const res = await spec
      .given()
      .when((req) => req.get('/rest/signin/gkStart?redirect=1&localhost=1'))
      .then({ status: 302, appended: {} });
    expect(res.headers.get('location')).toBe('/sign-in');
    expect(res.setCookies.get('sign-in-redirect-href')).toBeUndefined();
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/\\evil.example',
    'javascript%3Aalert(document.cookie)',
  ])('when gkStart is given the target %j, then it ends at /', async (target) => {
    const res = await spec
      .given()
      .when((req) => req.get(`/rest/signin/gkStart?redirect=${encodeURIComponent(target)}`))
      .then({ status: 302 });
    expect(res.headers.get('location')).toBe('/sign-in');
    expect(savedTarget(res.setCookies.get('sign-in-redirect-href')!)).toEqual({ redirectHref: '/' });
  });

  it('when gkStart is given a target on this site, then it is saved for /sign-in-success', async () => {
    const res = await spec
      .given()
      .when((req) => req.get(`/rest/signin/gkStart?redirect=${encodeURIComponent('/journal/submit?x=1')}`))
      .then({ status: 302 });
    const cookie = res.setCookies.get('sign-in-redirect-href')!;
    expect(cookie).not.toMatch(/HttpOnly/);
    expect(savedTarget(cookie)).toEqual({ redirectHref: '/journal/submit?x=1' });
  });
});
