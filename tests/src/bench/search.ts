import { type DemoMember } from '@academy/app';
import { search } from './http-client.js';
import { now, percentile } from './measure.js';

export type QueryKind = 'prefix' | 'exact' | 'fuzzy' | 'two-term' | 'empty';

/** The mix, out of 20: what people type into a member search. */
const MIX: readonly [QueryKind, number][] = [
  ['prefix', 6],
  ['exact', 5],
  ['fuzzy', 4],
  ['two-term', 3],
  ['empty', 2],
];

const seeded = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
};

/** One letter changed in a name of five letters or more: what trigram search forgives. */
const misspell = (name: string, random: () => number): string => {
  const at = 1 + Math.floor(random() * (name.length - 2));
  const letter = String.fromCharCode(97 + Math.floor(random() * 26));
  return name.slice(0, at) + letter + name.slice(at + 1);
};

export const queryMix = (
  members: readonly DemoMember[],
  count: number,
  seed = 11,
): { kind: QueryKind; query: string }[] => {
  const random = seeded(seed);
  const kinds = MIX.flatMap(([kind, weight]) => Array<QueryKind>(weight).fill(kind));
  return Array.from({ length: count }, () => {
    const member = members[Math.floor(random() * members.length)]!;
    const kind = kinds[Math.floor(random() * kinds.length)]!;
    const name = random() < 0.7 ? member.lastName : member.firstName;
    const long = [member.lastName, member.firstName].find((n) => n.length >= 5) ?? `${member.lastName}son`;
    const query = {
      prefix: name.slice(0, 2 + Math.floor(random() * 3)),
      exact: name,
      fuzzy: misspell(long, random),
      'two-term': `${member.firstName} ${member.lastName}`,
      empty: '',
    }[kind];
    return { kind, query };
  });
};

export interface SearchFigures {
  latencies: number[];
  byKind: Map<QueryKind, number[]>;
  /** Mean hits per query, to show the queries find people. */
  meanHits: number;
}

/** One client, back to back: the time of each search over HTTP, by kind. */
export const benchSearch = async (
  url: string,
  members: readonly DemoMember[],
  count: number,
  warmup: number,
): Promise<SearchFigures> => {
  for (const { query } of queryMix(members, warmup, 3)) await search(url, query);
  const latencies: number[] = [];
  const byKind = new Map<QueryKind, number[]>();
  let hits = 0;
  for (const { kind, query } of queryMix(members, count)) {
    const started = now();
    const answer = await search(url, query);
    const took = now() - started;
    latencies.push(took);
    byKind.set(kind, [...(byKind.get(kind) ?? []), took]);
    hits += answer.total;
  }
  return { latencies, byKind, meanHits: hits / count };
};

export const kindLine = (byKind: Map<QueryKind, number[]>): string =>
  [...byKind]
    .map(
      ([kind, samples]) =>
        `${kind} p50 ${percentile(samples, 50).toFixed(1)}/p99 ${percentile(samples, 99).toFixed(1)} ms`,
    )
    .join(', ');
