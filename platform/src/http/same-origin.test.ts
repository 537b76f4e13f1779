import { describe, expect, it } from '@jest/globals';
import { DomainError } from '@academy/domain';
import type express from 'express';
import { sameOriginGuard } from './same-origin.js';

const request = (method: string, headers: Record<string, string>, protocol = 'http'): express.Request =>
  ({ method, protocol, get: (name: string) => headers[name.toLowerCase()] }) as unknown as express.Request;

/** What the guard passes to next: undefined when allowed, the refusal otherwise. */
const verdict = (publicUrl: string | undefined, req: express.Request): unknown => {
  let passed: unknown = 'not called';
  sameOriginGuard(publicUrl)(req, {} as express.Response, (error?: unknown) => {
    passed = error;
  });
  return passed;
};

describe('sameOriginGuard', () => {
  it('when PUBLIC_URL is set, then only its origin may change state', () => {
    const site = 'https://academy.example';
    expect(
      verdict(site, request('POST', { origin: 'https://academy.example', host: 'internal:3000' })),
    ).toBeUndefined();
    expect(
      verdict(site, request('POST', { origin: 'https://ACADEMY.example:443', host: 'internal:3000' })),
    ).toBeUndefined();
    const refused = verdict(
      site,
      request('DELETE', { origin: 'http://internal:3000', host: 'internal:3000' }),
    );
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe('forbidden');
    expect(
      verdict(site, request('PUT', { origin: 'https://academy.example.evil.example', host: 'x' })),
    ).toBeInstanceOf(DomainError);
  });

  it('when PUBLIC_URL is not set, then the request’s own scheme and host are the site', () => {
    expect(
      verdict(undefined, request('POST', { origin: 'http://localhost:3000', host: 'localhost:3000' })),
    ).toBeUndefined();
    expect(
      verdict(undefined, request('PATCH', { origin: 'https://localhost:3000', host: 'localhost:3000' })),
    ).toBeInstanceOf(DomainError);
  });

  it('when Sec-Fetch-Site is cross-site or same-site, then refused; same-origin and none pass', () => {
    expect(verdict(undefined, request('POST', { 'sec-fetch-site': 'cross-site', host: 'a' }))).toBeInstanceOf(
      DomainError,
    );
    expect(verdict(undefined, request('POST', { 'sec-fetch-site': 'same-site', host: 'a' }))).toBeInstanceOf(
      DomainError,
    );
    expect(
      verdict(undefined, request('POST', { 'sec-fetch-site': 'same-origin', host: 'a' })),
    ).toBeUndefined();
    expect(verdict(undefined, request('POST', { 'sec-fetch-site': 'none', host: 'a' }))).toBeUndefined();
  });

  it('when a request has neither header, or only reads, then it passes', () => {
    expect(verdict('https://academy.example', request('POST', { host: 'a' }))).toBeUndefined();
    expect(
      verdict(
        'https://academy.example',
        request('GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
      ),
    ).toBeUndefined();
  });
});
