import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { routeTableOf } from '@academy/app';
import { type RouteSpec } from '@academy/platform';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

// The route-table test proves the visitor, non-admin, lower-tier and banned refusals for every
// endpoint; this walk proves that no member reaches another member's private data by its id.
jest.setTimeout(120_000);

let app: TestApp;
let table: readonly RouteSpec[];
let mallory: TestMember;
let victim: TestMember;

beforeAll(async () => {
  app = await startTestApp({ passwords: fakePasswords });
  table = routeTableOf(app.server.http);
  mallory = await app.member({ firstName: 'Mallory', lastName: 'Intruder' });
  victim = await app.member({ firstName: 'Victoria', lastName: 'Private' });
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

const key = (spec: RouteSpec) => `${spec.method} ${spec.path}`;
/** Every id-shaped parameter gets the victim's id. */
const aimedAt = (spec: RouteSpec, id: string) => spec.path.replace(/:\w+/g, id);

describe('another member’s resources', () => {
  it('when a member calls any endpoint with another member’s id (in the path or the body), then nothing of theirs changes and no answer shows their email', async () => {
    const victimStream = `user-${victim.userID}`;
    const memberRoutes = table.filter((s) => s.requirement.admin !== true);
    expect(memberRoutes.length).toBeGreaterThan(5);
    const leaks: string[] = [];
    for (const spec of memberRoutes) {
      if (spec.path === '/rest/signin/signOut') continue; // ends Mallory's own session
      const before = await app.server.core.store.streamVersion(victimStream);
      const bodies =
        spec.method === 'GET'
          ? [undefined]
          : [
              {},
              { userID: victim.userID },
              { userID: victim.userID, email: victim.email, reason: 'x', firstName: 'Changed' },
            ];
      for (const body of bodies) {
        const res = await mallory.browser.request(spec.method, aimedAt(spec, victim.userID), body);
        const text = await res.text();
        if (text.includes(victim.email)) leaks.push(`${key(spec)} showed the victim's email (${res.status})`);
      }
      const after = await app.server.core.store.streamVersion(victimStream);
      if (after !== before) leaks.push(`${key(spec)} appended to the victim's stream`);
    }
    expect(leaks).toEqual([]);
    // Mallory is still who she was: her own session reads her own status.
    expect((await mallory.browser.json('GET', '/rest/user/session')).status).toBe(200);
  });
});
