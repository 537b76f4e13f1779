// The requests of the mixed-load run: what a browser sends on the real routes, dealt from a
// deck of 20 so that every 20 requests sent hold 16 queries, 3 sign-ins and profile edits, 1 submission.
import { type Request } from 'autocannon';

export type RequestKind =
  | 'registry by name'
  | 'registry by expertise'
  | 'journal list'
  | 'journal search'
  | 'profile'
  | 'profile publications'
  | 'sign-in'
  | 'profile edit'
  | 'submission';

/** How many of every 20 requests each kind takes: 80% queries, 15% sign-ins and edits, 5% submissions. */
export const MIX: Readonly<Record<RequestKind, number>> = {
  'registry by name': 4,
  'registry by expertise': 3,
  'journal list': 3,
  'journal search': 3,
  profile: 2,
  'profile publications': 1,
  'sign-in': 1,
  'profile edit': 2,
  submission: 1,
};

export const QUERY_KINDS: readonly RequestKind[] = [
  'registry by name',
  'registry by expertise',
  'journal list',
  'journal search',
  'profile',
  'profile publications',
];

/** A signed-in member: the session cookie, and who it is (a submission names its author). */
export interface MemberSession {
  cookie: string;
  userID: string;
  name: string;
}

/** What the requests draw from: all of it read from the seeded academy before the run. */
export interface Population {
  /** The server's origin: the `Origin` a page of the site sends. */
  origin: string;
  /** First and last names of members, searched by a prefix or whole. */
  names: readonly string[];
  expertise: readonly string[];
  userIDs: readonly string[];
  /** Words of publication titles, for journal search. */
  journalWords: readonly string[];
  /**
   * Signed-in members whose tier may submit to the Journal (queries send one's cookie half the
   * time: visitors and members). At least one per connection: a write takes one no other
   * write holds, as one person edits one profile at a time.
   */
  sessions: readonly MemberSession[];
  /** Accounts that sign in with their right password. */
  accounts: readonly { email: string; password: string }[];
  /** Years with publications, for the journal list's filter. */
  years: readonly number[];
}

/** The deck: the kinds of `MIX`, spread so that writes do not bunch up. */
export const deck = (): RequestKind[] => {
  const slots = Object.values(MIX).reduce((a, b) => a + b, 0);
  const entries = Object.entries(MIX) as [RequestKind, number][];
  // Each kind's n copies sit at evenly spaced positions; ties keep the order of MIX.
  return entries
    .flatMap(([kind, n]) => Array.from({ length: n }, (_, i) => ({ kind, at: (i + 0.5) / n })))
    .sort((a, b) => a.at - b.at)
    .map((e) => e.kind)
    .slice(0, slots);
};

type Built = Pick<Request, 'method' | 'path' | 'headers' | 'body'>;

const json = (origin: string, cookie?: string) => ({
  'content-type': 'application/json',
  origin,
  'sec-fetch-site': 'same-origin',
  ...(cookie ? { cookie } : {}),
});

const query = (params: Record<string, string | number | undefined>): string =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();

export const isWrite = (kind: RequestKind): boolean => kind === 'profile edit' || kind === 'submission';

/** One request of `kind`, its values drawn with `random`; a write is made by `writer`. */
export const buildRequest = (
  kind: RequestKind,
  p: Population,
  random: () => number,
  writer: MemberSession = p.sessions[0]!,
): Built => {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const asMember = random() < 0.5 ? { cookie: pick(p.sessions).cookie } : {};
  const get = (path: string): Built => ({ method: 'GET', path, headers: asMember });
  switch (kind) {
    case 'registry by name': {
      const name = pick(p.names);
      const prefix = random() < 0.5 ? name.slice(0, 2 + Math.floor(random() * 3)) : name;
      return get(`/rest/registry/search?${query({ query: prefix })}`);
    }
    case 'registry by expertise':
      return get(`/rest/registry/search?${query({ expertise: pick(p.expertise) })}`);
    case 'journal list': {
      const page = 1 + Math.floor(random() * 3);
      const year = random() < 0.3 && p.years.length > 0 ? pick(p.years) : undefined;
      return get(`/rest/journal/list?${query({ page, sort: 'newest', year })}`);
    }
    case 'journal search':
      return get(`/rest/journal/search?${query({ query: pick(p.journalWords) })}`);
    case 'profile':
      return get(`/rest/user/profile?${query({ userID: pick(p.userIDs) })}`);
    case 'profile publications':
      return get(`/rest/journal/list?${query({ author: pick(p.userIDs) })}`);
    case 'sign-in':
      return {
        method: 'POST',
        path: '/rest/signin/password',
        headers: json(p.origin),
        body: JSON.stringify(pick(p.accounts)),
      };
    case 'profile edit': {
      const tags = [pick(p.expertise), pick(p.expertise)];
      return {
        method: 'PATCH',
        path: '/rest/user/profile',
        headers: json(p.origin, writer.cookie),
        body: JSON.stringify({
          headline: `Works on ${tags[0]}`,
          expertise: [...new Set(tags)],
          bio: `Now mostly **${tags.join('** and **')}**.`,
        }),
      };
    }
    case 'submission': {
      const author = writer;
      const words = Array.from({ length: 4 }, () => pick(p.journalWords));
      const paragraph = `${words.join(' ')} ${'and its consequences for the field '.repeat(8)}`.trim();
      return {
        method: 'POST',
        path: '/rest/journal/publications',
        headers: json(p.origin, author.cookie),
        body: JSON.stringify({
          title: `On ${words.slice(0, 2).join(' and ')}`,
          abstract: paragraph,
          authors: [{ name: author.name, userID: author.userID }],
          keywords: words.slice(0, 3),
          body: `## Introduction\n\n${paragraph}\n\n## Results\n\n${paragraph}`,
          licence: 'CC-BY-4.0',
        }),
      };
    }
  }
};

/** autocannon's timeout (the bench keeps its default): a request unanswered this long is dropped, and its member with it. */
const TIMEOUT_MS = 10_000;

/**
 * One autocannon request whose every send takes the next kind of the deck (shared by all
 * connections) and draws its values; a write holds its member until the answer (or until
 * autocannon gives up on it). `answered` hears each answer's kind and status, in the same tick as
 * autocannon's `response` event for it (which carries the latency).
 */
export interface MixedRequest extends Request {
  /** Requests sent at `since` or later, at least `ms` ago, and not answered (autocannon dropped them), by kind. */
  unanswered(ms: number, since?: number): Map<RequestKind, number>;
}

export const mixedRequest = (
  population: Population,
  random: () => number,
  answered: (kind: RequestKind, status: number) => void,
  now: () => number = Date.now,
): MixedRequest => {
  const kinds = deck();
  const free = [...population.sessions];
  const held = new Map<MemberSession, number>();
  const lease = (): MemberSession => {
    const writer = free.pop() ?? [...held].find(([, since]) => now() - since > TIMEOUT_MS)?.[0];
    if (!writer) throw new Error('mixed load: every member is writing (fewer sessions than connections)');
    held.set(writer, now());
    return writer;
  };
  let sent = 0;
  type Sent = { kind: RequestKind; at: number };
  const waiting = new Set<Sent>();
  type Context = { kind?: RequestKind; writer?: MemberSession; sent?: Sent };
  return {
    setupRequest: (request, context: Context) => {
      const kind = kinds[sent++ % kinds.length]!;
      context.kind = kind;
      context.writer = isWrite(kind) ? lease() : undefined;
      const built = { ...request, ...buildRequest(kind, population, random, context.writer) };
      context.sent = { kind, at: now() };
      waiting.add(context.sent);
      return built;
    },
    onResponse: (status, _body, context: Context) => {
      waiting.delete(context.sent!);
      if (context.writer && held.delete(context.writer)) free.push(context.writer);
      answered(context.kind!, status);
    },
    unanswered: (ms, since = 0) => {
      const counts = new Map<RequestKind, number>();
      for (const { kind, at } of waiting)
        if (at >= since && now() - at >= ms) counts.set(kind, (counts.get(kind) ?? 0) + 1);
      return counts;
    },
  };
};
