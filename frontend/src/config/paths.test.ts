import { describe, expect, it } from '@jest/globals';
import { href, isAdminUserTab, paths } from './paths';

describe('paths', () => {
  it('when a pattern has parameters, then href fills and encodes them', () => {
    expect(href(paths.profileTabToggle, { userID: 'u 1', tabID: 'about', toggleID: 'edit' })).toBe(
      '/profile/u%201/about/edit',
    );
    expect(href(paths.adminSearch, {}, { queryValue: 'ada', queryType: 'name' })).toBe(
      '/admin/search?queryValue=ada&queryType=name',
    );
  });

  it('when a parameter is missing, then href throws', () => {
    expect(() => href(paths.profile, { userID: '' })).toThrow('Missing route parameter "userID"');
  });

  it('when an admin tab id is one of the three, then it is valid; anything else is not', () => {
    expect(['payment-history', 'publications', 'shipping'].every(isAdminUserTab)).toBe(true);
    expect(isAdminUserTab('profile')).toBe(false);
  });
});
