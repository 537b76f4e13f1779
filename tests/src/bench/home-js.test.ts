import { describe, expect, it } from '@jest/globals';
import { frontendDist } from '@academy/app';
import { homeJsWithRoute } from './home-js.js';

/** Issue 13: the home page's initial JavaScript, gzipped, at most 200 KB. */
const budgetBytes = 200 * 1024;

describe('the home page initial JavaScript', () => {
  it('when the frontend is built, then the entry, its static imports and the home route weigh at most 200 KB gzipped', async () => {
    const measured = await homeJsWithRoute(frontendDist);
    expect(measured).toBeDefined();
    expect(measured?.gzipBytes).toBeLessThanOrEqual(budgetBytes);
  });
});
