import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EXPERTISE_CATALOGUE } from '@academy/domain';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

jest.setTimeout(60_000);

interface FacetAnswer {
  total: number;
  facets: Record<string, { value: string; count: number }[]>;
}

// 21 catalogue tags two members share, and one a third member alone holds: the rarest of 22 values.
const tags = [...EXPERTISE_CATALOGUE].sort();
const common = tags.slice(0, 21);
const RAREST = tags[21]!;

let t: TestApp;
let last = 0;

const profile = async (member: TestMember, expertise: string[]) => {
  const res = await member.browser.request('PATCH', '/rest/user/profile', {
    firstName: 'Facet',
    lastName: 'Counter',
    expertise,
  });
  const body = (await res.json()) as { position: number };
  expect({ status: res.status, body }).toEqual({ status: 200, body: { position: expect.any(Number) } });
  last = Math.max(last, body.position);
};

const search = async (query: string): Promise<FacetAnswer> => {
  const res = await t.browser().request('GET', `/rest/registry/search?${query}`, undefined, {
    'x-min-position': String(last),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as FacetAnswer;
};

beforeAll(async () => {
  t = await startTestApp({ passwords: fakePasswords });
  const [a, b, c] = [await t.member(), await t.member(), await t.member()];
  await profile(a!, common);
  await profile(b!, common);
  await profile(c!, [RAREST]);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('Registry facets: a chosen value outside the top values', () => {
  it('when no expertise is chosen, then the facet lists its 20 most frequent values and the rarest is not among them', async () => {
    const answer = await search('query=Counter');
    expect(answer.facets.expertise).toHaveLength(20);
    expect(answer.facets.expertise!.map((v) => v.value)).not.toContain(RAREST);
  });

  it('when the rarest of 22 values is chosen, then the facet still answers its real count, after the top values', async () => {
    const answer = await search(`query=Counter&expertise=${encodeURIComponent(RAREST)}`);
    expect(answer.total).toBe(1);
    expect(answer.facets.expertise).toHaveLength(21);
    expect(answer.facets.expertise!.at(-1)).toEqual({ value: RAREST, count: 1 });
    expect(answer.facets.expertise![0]).toEqual({ value: common[0], count: 2 });
  });
});
