import { describe, expect, it } from '@jest/globals';
import { matchPage, pageRoutes } from '@academy/query-service';
import { routePatterns } from '../support/route-visits.js';

describe("the server's copy of the frontend's routes", () => {
  it('when compared with frontend/src/config/paths.ts, then it lists the same routes', () => {
    expect(routePatterns.length).toBeGreaterThan(30);
    expect([...pageRoutes].sort()).toEqual([...routePatterns].sort());
  });

  it('when an address is matched, then a fixed segment wins over a parameter and a trailing slash is allowed', () => {
    expect(matchPage('/sign-up/success')).toEqual({ route: '/sign-up/success', params: {} });
    expect(matchPage('/sign-up/fellow')).toEqual({
      route: '/sign-up/:membershipTier',
      params: { membershipTier: 'fellow' },
    });
    expect(matchPage('/journal/')?.route).toBe('/journal');
    expect(matchPage('/journal/publications/3/diff/1/2')).toEqual({
      route: '/journal/publications/:pubNum/diff/:from/:to',
      params: { pubNum: '3', from: '1', to: '2' },
    });
  });

  it('when an address opens no route or holds a broken escape, then nothing matches', () => {
    expect(matchPage('/no-such-page')).toBeUndefined();
    expect(matchPage('/journal/publications/1/2/3')).toBeUndefined();
    expect(matchPage('/profile/%E0%A4%A')).toBeUndefined();
  });
});
