import { availabilityValues, EXPERTISE_CATALOGUE, registryMemberSearchSchema } from '@academy/domain';
import { registryFacets, registrySearchQuery, type SearchIndex, type SearchQuery } from '@academy/platform';
import { percentile, runLoad } from './measure.js';
import { benchMembers, seeded, type BenchMember } from './registry-members.js';

export const registryQueryKinds = ['name', 'expertise', 'filters+facets', 'facets'] as const;
export type RegistryQueryKind = (typeof registryQueryKinds)[number];

export interface RegistrySearchFigure {
  kind: RegistryQueryKind;
  p50: number;
  p99: number;
  perSecond: number;
  meanTotal: number;
  /** The first query of the kind, alone, before the clock: on PostgreSQL and PGlite the first after the index was built loads the memory. */
  firstMs: number;
}

const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'IN', 'CN', 'JP'];
const TAGS = ['algorithms', 'machine learning', 'ecology', 'statistics', 'optics', 'genetics', 'economics'];

/**
 * The query kinds of the issue, drawn from the members indexed. `expertise` is what the search
 * modal's Expertise submits (`/registry/search?expertise=…`: one tag, every facet) and
 * `filters+facets` what three filters submit (one availability, one country, two tags: each
 * facet also counts the values chosen), both built by the route's own `registrySearchQuery`.
 */
export const registryQuery = (
  kind: RegistryQueryKind,
  members: readonly BenchMember[],
  random: () => number,
): SearchQuery => {
  const base = { audience: 'public' as const, page: 1, limit: 20 };
  if (kind === 'name') {
    const name = members[Math.floor(random() * members.length)]!.lastName.toLowerCase();
    const typo = name.length >= 5 && random() < 0.3;
    const text = typo
      ? `${name.slice(0, 2)}${name[3]}${name[2]}${name.slice(4)}`
      : name.slice(0, 3 + Math.floor(random() * 3));
    return { ...base, text, sort: 'relevance' };
  }
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  if (kind === 'facets') return { ...base, facets: registryFacets };
  if (kind === 'expertise')
    return registrySearchQuery(
      registryMemberSearchSchema.parse({ expertise: pick(EXPERTISE_CATALOGUE) }),
      { kind: 'visitor' },
      EXPERTISE_CATALOGUE,
    );
  return registrySearchQuery(
    registryMemberSearchSchema.parse({
      availability: pick(availabilityValues),
      location: JSON.stringify({ country: pick(COUNTRIES) }),
      expertise: [pick(TAGS), pick(TAGS)],
    }),
    { kind: 'visitor' },
    EXPERTISE_CATALOGUE,
  );
};

/** Indexes `n` synthetic members through the port, `batch` at a time (`write` may wrap a transaction). */
export const indexBenchMembers = async (
  n: number,
  write: (batch: BenchMember[]) => Promise<void>,
  batch = 2000,
  progress?: (done: number) => void,
): Promise<BenchMember[]> => {
  const members = benchMembers(n);
  for (let start = 0; start < members.length; start += batch) {
    await write(members.slice(start, start + batch));
    progress?.(Math.min(members.length, start + batch));
  }
  return members;
};

/** 16 clients (by default) back to back for each kind: p50, p99 and queries per second. */
export const benchRegistrySearch = async (
  index: Pick<SearchIndex, 'search' | 'facets'>,
  members: readonly BenchMember[],
  {
    clients = 16,
    warmupMs = 2000,
    durationMs = 10_000,
    kinds = registryQueryKinds as readonly RegistryQueryKind[],
  } = {},
): Promise<RegistrySearchFigure[]> => {
  const figures: RegistrySearchFigure[] = [];
  for (const kind of kinds) {
    const random = seeded(kind.length * 97);
    let totals = 0;
    let answers = 0;
    const ask = async () => {
      const query = registryQuery(kind, members, random);
      if (kind === 'facets') await index.facets(query);
      else {
        // Awaited first: `totals += await …` would add to the value read before the wait.
        const answer = await index.search(query);
        totals += answer.total;
      }
      answers++;
    };
    // As the app's start warms the Registry's page before it says ready: the clients start after.
    const began = performance.now();
    await ask();
    const firstMs = performance.now() - began;
    const load = await runLoad(clients, { warmupMs, durationMs }, ask);
    figures.push({
      kind,
      p50: percentile(load.latencies, 50),
      p99: percentile(load.latencies, 99),
      perSecond: load.perSecond,
      meanTotal: kind === 'facets' ? Number.NaN : totals / answers,
      firstMs,
    });
  }
  return figures;
};
