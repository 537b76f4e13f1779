import { describe, expect, it } from '@jest/globals';
import { cleanQuery } from '../../components/search-form/search-query';
import { headerSearchTarget, modalSearchTarget } from './search-target';

describe('search targets', () => {
  it('when the query is empty or only white space, then it is ignored', () => {
    expect(cleanQuery('')).toBeNull();
    expect(cleanQuery(' \t\n ')).toBeNull();
    expect(headerSearchTarget('   ', '/')).toBeNull();
    expect(modalSearchTarget('  ', 'name', true)).toBeNull();
  });

  it('when the header search is used on a Journal page, then it goes to the Journal search', () => {
    expect(headerSearchTarget('  proofs ', '/journal/publications/4')).toBe('/journal/search?query=proofs');
    expect(headerSearchTarget('proofs', '/journal')).toBe('/journal/search?query=proofs');
  });

  it('when the header search is used elsewhere, then it goes to the Registry search', () => {
    expect(headerSearchTarget('Ada', '/')).toBe('/registry/search?query=Ada');
    expect(headerSearchTarget('Ada', '/journalism')).toBe('/registry/search?query=Ada');
  });

  it('when an admin searches in the modal, then it goes to the admin search with the type', () => {
    expect(modalSearchTarget(' ada@example.org ', 'email', true)).toBe(
      '/admin/search?queryValue=ada%40example.org&queryType=email',
    );
    expect(modalSearchTarget('555', 'phone', true)).toBe('/admin/search?queryValue=555&queryType=phone');
  });

  it('when a member searches in the modal, then users and expertise go to the Registry search', () => {
    expect(modalSearchTarget('Lovelace', 'user', false)).toBe('/registry/search?query=Lovelace');
    expect(modalSearchTarget('Topology', 'expertise', false)).toBe('/registry/search?expertise=Topology');
  });
});
