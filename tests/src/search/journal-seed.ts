import { expect } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { submitPublication } from '../support/publications.js';
import { type TestApp, type TestMember } from '../support/test-app.js';

/** What a Journal search answers, as the tests compare it across adapters. */
export interface JournalFound {
  hits: {
    pubNum: number;
    title: string;
    authors: string[];
    highlights: Record<string, { text: string; match: boolean }[][]>;
  }[];
  total: number;
  facets: Record<string, { value: string; count: number }[]>;
}

export interface SeededJournal {
  app: TestApp;
  /** An admin (removes publications; finds removed ones). */
  admin: TestMember;
  /** The member who erases her account once her publication is in. */
  erin: TestMember;
  /** The last write's position: reads with it wait for every projection it concerns. */
  position: number;
}

/**
 * Three publications (two by Ada, one by Erin), the same in every app seeded: titles, authors and
 * keywords the queries of the suites ask for.
 */
export const seedJournal = async (app: TestApp): Promise<SeededJournal> => {
  const ada = await app.member({ firstName: 'Ada', lastName: 'Lovelace', membershipTier: 'member' });
  const erin = await app.member({ firstName: 'Erin', lastName: 'Quellmann', membershipTier: 'member' });
  const admin = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
  await runAdminCommand(app.server.core, { action: 'grant', email: admin.email, operator: 'operator:test' });
  await submitPublication(ada);
  await submitPublication(ada, {
    title: 'Spectral Methods for Turbulent Flows',
    abstract: 'Fourier series resolve the smallest eddies.',
    authors: [{ name: 'Ada Lovelace', userID: ada.userID }],
    keywords: ['fluids', 'numerics'],
    body: 'Energy cascades down to the **Kolmogorov** scale.',
  });
  const last = await submitPublication(erin, {
    title: 'Turbulent Tilings of Soap Membranes',
    abstract: 'Soap films tile themselves as they drain.',
    authors: [{ name: 'Erin Quellmann', userID: erin.userID }],
    keywords: ['tilings', 'fluids'],
    body: 'Marginal regeneration drives the pattern.',
  });
  return { app, admin, erin, position: last.position };
};

/** A search as `browser` sees it once the read models passed `position`. */
export const journalSearch = async (
  seeded: SeededJournal,
  query: string,
  viewer?: TestMember,
): Promise<JournalFound> => {
  const browser = viewer?.browser ?? seeded.app.browser();
  const res = await browser.get(`/rest/journal/search?${query}`, {
    'x-min-position': String(seeded.position),
  });
  if (res.status !== 200) throw new Error(`search ${query}: ${res.status} ${await res.text()}`);
  expect(res.headers.get('x-stale')).toBe('false');
  return (await res.json()) as JournalFound;
};

/** The words a highlight marks, lowercased. */
export const markedIn = (runs: { text: string; match: boolean }[][] = []): string[] =>
  runs.flatMap((parts) => parts.filter((p) => p.match).map((p) => p.text.toLowerCase()));

/** An answer without what adapters may order differently: hits by number, facet values by name. */
export const comparable = (found: JournalFound) => ({
  pubNums: found.hits.map((h) => h.pubNum).sort((a, b) => a - b),
  total: found.total,
  authors: Object.fromEntries(found.hits.map((h) => [h.pubNum, h.authors])),
  marked: Object.fromEntries(found.hits.map((h) => [h.pubNum, markedIn(h.highlights.title)])),
  facets: Object.fromEntries(
    Object.entries(found.facets).map(([name, values]) => [
      name,
      [...values].sort((a, b) => a.value.localeCompare(b.value)),
    ]),
  ),
});
