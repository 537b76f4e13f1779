import { describe, expect, it } from '@jest/globals';
import { wikiHost, wikiSignOnUrl } from './wiki-address';

const hosts = { wikiTestHost: 'wiki-test.example.org', wikiProdHost: 'wiki.example.org' };

describe('wiki address', () => {
  it('when the page address contains testsis or devsis, then the test host is used', () => {
    expect(wikiHost('https://testsis.example.edu/journal', hosts)).toBe('wiki-test.example.org');
    expect(wikiHost('https://academy.example.org/?from=devsis', hosts)).toBe('wiki-test.example.org');
  });

  it('when the page address has neither, then the production host is used', () => {
    expect(wikiHost('https://academy.example.org/registry', hosts)).toBe('wiki.example.org');
    expect(wikiSignOnUrl('http://localhost:5173/', hosts)).toBe('https://wiki.example.org/');
  });
});
