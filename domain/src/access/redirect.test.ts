import { describe, expect, it } from '@jest/globals';
import { safeRedirectTarget, signInRedirectTarget } from './redirect.js';

describe('safeRedirectTarget', () => {
  it.each([
    'https://evil.example',
    'http://evil.example/journal',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,hi',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2Fevil.example',
    '%2f%2fevil.example',
    '/%252F%252Fevil.example',
    'https%3A%2F%2Fevil.example',
    'javascript%3Aalert(1)',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/%E0%A4%A',
    '',
    'journal',
  ])('when the target is %j, then it ends at /', (target) => {
    expect(safeRedirectTarget(target)).toBe('/');
  });

  it('when the target is a path on this site, then it is kept', () => {
    expect(safeRedirectTarget('/journal/publications/12?v=2#top')).toBe('/journal/publications/12?v=2#top');
    expect(safeRedirectTarget('/registry/search?query=ada%20l')).toBe('/registry/search?query=ada%20l');
  });

  it('when the target is an absolute URL on the site itself, then its path is kept', () => {
    expect(safeRedirectTarget('https://academy.example/journal?x=1', 'https://academy.example')).toBe(
      '/journal?x=1',
    );
    expect(safeRedirectTarget('https://academy.example.evil.example/', 'https://academy.example')).toBe('/');
  });

  it('when the target is not a string, then it ends at /', () => {
    expect(safeRedirectTarget(undefined)).toBe('/');
    expect(safeRedirectTarget(['/a'])).toBe('/');
  });

  it('when the saved sign-in target mentions banned, then it is replaced by /', () => {
    expect(signInRedirectTarget('/sign-in-fail/banned?message=x')).toBe('/');
    expect(signInRedirectTarget('/journal')).toBe('/journal');
  });
});
