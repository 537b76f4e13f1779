import { describe, expect, it } from '@jest/globals';
import { frontendDist } from '@academy/app';
import { homeJsWithRoute } from './home-js.js';

/** The home page's initial JavaScript, gzipped: at most 193 KB (the aim is 170). */
const budgetBytes = 193 * 1024;

describe('the home page initial JavaScript', () => {
  it('when the frontend is built, then the entry, its static imports and the home route weigh at most 193 KB gzipped', async () => {
    const measured = await homeJsWithRoute(frontendDist);
    expect(measured).toBeDefined();
    expect(measured?.gzipBytes).toBeLessThanOrEqual(budgetBytes);
  });
});
