import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { browserLocation } from '../config/browser-location';
import { getCookie, setCookie } from '../cookies/cookies';
import {
  readRedirectRecord,
  saveRedirectTarget,
  signInStartUrl,
  startSignIn,
  takeRedirectTarget,
} from './redirect-target';

const stored = (redirectHref: string) => setCookie('sign-in-redirect-href', JSON.stringify({ redirectHref }));

describe('sign-in redirect target', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when a target is saved, then the cookie holds the record and expires after 2 minutes', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    const now = Date.now();
    saveRedirectTarget('/journal/submit?draft=1', { tab: 2 });
    expect(readRedirectRecord()).toEqual({ redirectHref: '/journal/submit?draft=1', data: { tab: 2 } });
    const expires = Date.parse(/expires=([^;]+)/.exec(writes[0]!)![1]!);
    expect(Math.abs(expires - now - 120_000)).toBeLessThan(1500);
  });

  it('when the target contains "banned", then / is saved instead', () => {
    saveRedirectTarget('/sign-in-fail/banned?message=spam');
    expect(readRedirectRecord()?.redirectHref).toBe('/');
  });

  it('when the target is taken, then it is returned once and removed', () => {
    stored('/registry/search?query=ada');
    expect(takeRedirectTarget()).toBe('/registry/search?query=ada');
    expect(getCookie('sign-in-redirect-href')).toBeUndefined();
    expect(takeRedirectTarget()).toBeNull();
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/\\evil.example',
  ])('when a stored target leaves the site (%s), then it ends at /', (target) => {
    stored(target);
    expect(takeRedirectTarget()).toBe('/');
  });

  it('when sign-in starts on localhost, then the target is saved and the browser goes to the start with localhost=1', () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    jest.spyOn(browserLocation, 'href').mockReturnValue('http://localhost:5173/journal/submit');
    window.history.pushState({}, '', '/journal/submit?x=1');
    startSignIn();
    expect(assign).toHaveBeenCalledWith('/rest/signin/gkStart?redirect=1&localhost=1');
    expect(readRedirectRecord()?.redirectHref).toBe('/journal/submit?x=1');
    window.history.pushState({}, '', '/');
  });

  it('when the page is not on localhost, then the start address has no localhost flag', () => {
    expect(signInStartUrl('https://academy.example.org/')).toBe('/rest/signin/gkStart?redirect=1');
  });
});
