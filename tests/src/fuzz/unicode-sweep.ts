import { STRIPE_WEBHOOK_PATH } from '@academy/command-service';
import { type Checkpoint, type EventStore, type RouteSpec, type StoredEvent } from '@academy/platform';
import { type TestApp } from '../support/test-app.js';
import { sampleBodyFor, sampleParam, type SweepIds } from './endpoint-bodies.js';
import {
  endpointKey,
  errorTableViolation,
  fuzzSessions,
  newReport,
  type FuzzSessions,
  refusedAppends,
  type EndpointReport,
} from './fuzz-endpoint.js';
import { framingCases } from './hostile-encodings.js';
import { type FuzzRequest } from './hostile-requests.js';
import { headerBytes, percentEncode, sendableInHeader, wtf8 } from './unicode-samples.js';

export interface SweepSamples {
  /** Refused by the input gate wherever they are: 400 `validation-failed` naming the field. */
  illFormed: readonly string[];
  /** Well formed: refused or kept, never a 5xx. */
  odd: readonly string[];
}

interface SweepCase {
  req: FuzzRequest;
  /** The field the answer must name in a 400 `validation-failed`, when the gate must refuse. */
  refuse?: string;
}

type Segment = string | number;

/** The path of every string in a JSON value. */
const stringLeaves = (value: unknown, at: Segment[] = []): Segment[][] => {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...at, i]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...at, k]));
  return [];
};

const withLeaf = (value: unknown, at: Segment[], text: string): unknown => {
  if (at.length === 0) return text;
  const [head, ...rest] = at;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<Segment, unknown>;
  copy[head!] = withLeaf(copy[head!], rest, text);
  return copy;
};

/** A field's path as the gate names it: `authors[0].name`. */
const fieldPath = (at: Segment[]): string =>
  at.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');

const hasLoneSurrogate = (text: string): boolean =>
  /[\ud800-\udfff]/.test(text.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''));

/** Every case of one endpoint: each sample in each string of a valid body, in a key, the query, each path parameter, a header. */
const casesFor = (spec: RouteSpec, ids: SweepIds, samples: SweepSamples): SweepCase[] => {
  const params = spec.path.match(/:\w+/g) ?? [];
  const pathWith = (swap?: { param: string; value: string }) =>
    spec.path.replace(/:\w+/g, (p) => (swap?.param === p ? swap.value : sampleParam(p.slice(1), ids)));
  // The webhook's body is raw signed bytes, verified before it is read: no JSON field to swap.
  const bodyFor = (): Record<string, unknown> | undefined =>
    spec.method === 'GET' || spec.path === STRIPE_WEBHOOK_PATH
      ? undefined
      : (sampleBodyFor(spec.path, ids) ?? { name: 'Ada' });
  // Each case gets a fresh body (a new email, a new organization name), so it is not refused as taken.
  const base = bodyFor();
  const request = (path: string, body?: unknown, headers: Record<string, string> = {}): FuzzRequest => ({
    method: spec.method,
    path,
    headers: { 'content-type': 'application/json', ...headers },
    body:
      body === undefined
        ? undefined
        : typeof body === 'string' || Buffer.isBuffer(body)
          ? body
          : JSON.stringify(body),
    as: 'admin',
  });
  const cases: SweepCase[] = [];
  const each = (text: string, refuse: boolean) => {
    if (base !== undefined) {
      for (const at of stringLeaves(base))
        cases.push({
          req: request(pathWith(), withLeaf(base, at, text)),
          refuse: refuse ? fieldPath(at) : undefined,
        });
      if (refuse) cases.push({ req: request(pathWith(), { ...base, [text]: 'x' }), refuse: '(body)' });
    }
    const header = headerBytes(text);
    if (sendableInHeader(header) && header.length < 8_000)
      cases.push({ req: request(pathWith(), base, { 'x-sweep-note': header }) });
    // An address longer than Node's header limit (16 KB) is answered 431 by Node itself: not a field.
    if (percentEncode(text).length > 4_000) return;
    // A lone surrogate cannot reach a query value (its bytes do not decode; the text stays as sent).
    const query = `${pathWith()}?note=${percentEncode(text)}`;
    cases.push({ req: request(query, base), refuse: refuse && !hasLoneSurrogate(text) ? 'note' : undefined });
    for (const param of params)
      cases.push({
        req: request(pathWith({ param, value: percentEncode(text) }), base),
        refuse: refuse ? '(path)' : undefined,
      });
  };
  for (const text of samples.illFormed) each(text, true);
  for (const text of samples.odd) each(text, false);
  // Raw bytes that are not UTF-8 in a JSON body (a lone surrogate unescaped): refused, not read as U+FFFD.
  if (base !== undefined) {
    const raw = Buffer.concat([Buffer.from('{"name":"'), wtf8('\ud800'), Buffer.from('"}')]);
    cases.push({ req: request(pathWith(), raw), refuse: '(body)' });
    // Bodies whose Content-Encoding or Content-Type lies, and a JSON null: refused, never read as empty.
    for (const { body, headers, refuse } of framingCases(JSON.stringify(base)))
      cases.push({ req: { ...request(pathWith(), body), headers }, refuse });
  }
  return cases;
};

/** Every event after `after`, as the store holds it now. */
const eventsAfter = async (store: EventStore, after: Checkpoint): Promise<StoredEvent[]> => {
  const found: StoredEvent[] = [];
  for (let from = after; ;) {
    const { events, checkpoint } = await store.readAll(from, 1_000);
    if (events.length === 0) return found;
    found.push(...events);
    from = checkpoint;
  }
};

/**
 * The Unicode sweep of one endpoint: every sample in every string field (of a valid body for the
 * command paths), object key, query, path parameter and header; and that valid body sent with a
 * Content-Encoding it does not match, as multipart/form-data without a boundary, or as null. Refused cases must answer 400
 * `validation-failed` naming the field and leave the store's head where it was; no case may answer
 * 5xx; every 4xx follows the error table.
 */
export const sweepEndpoint = async (
  app: TestApp,
  spec: RouteSpec,
  samples: SweepSamples,
  given?: FuzzSessions,
): Promise<EndpointReport> => {
  const started = Date.now();
  const sessions = given ?? (await fuzzSessions(app));
  const ids: SweepIds = { userID: sessions.memberID, adminID: sessions.adminID };
  const store = app.server.core.store;
  const base = new URL(app.url);
  const { report, violation, tally } = newReport(`${endpointKey(spec)} (unicode)`);
  const cases = casesFor(spec, ids, samples);
  const refusedIds = new Map<string, FuzzRequest>();
  const run = async (list: SweepCase[]) => {
    for (const { req, refuse } of list) {
      const answer = await tally(base, req, sessions.admin);
      if (!answer) continue;
      if (answer.status >= 400 && answer.status < 500) {
        const wrong = errorTableViolation(answer.status, answer.text);
        if (wrong) violation(req, `${answer.status} ${wrong}`);
        const reqId = answer.headers['x-request-id'];
        if (typeof reqId === 'string') refusedIds.set(reqId, req);
      }
      if (refuse !== undefined) {
        const body =
          answer.status === 400
            ? (JSON.parse(answer.text) as { error?: string; fields?: { path: string }[] })
            : {};
        if (body.error !== 'validation-failed' || body.fields?.[0]?.path !== refuse)
          violation(
            req,
            `expected 400 validation-failed naming ${refuse}, got ${answer.status} ${answer.text.slice(0, 200)}`,
          );
      }
    }
  };
  // The refused cases first, alone: the store's head must not move while they run, but for the
  // process managers (`system:…`) finishing work of earlier requests in the background.
  const headBefore = await store.head();
  await run(cases.filter((c) => c.refuse !== undefined));
  const moved = (await eventsAfter(store, headBefore)).filter(
    (e) => !e.metadata.actor?.startsWith('system:'),
  );
  if (moved.length > 0) {
    report.violationCount++;
    report.violations.push(
      `the store's head moved while only refused requests ran: ${moved.map((e) => e.type).join(', ')}`,
    );
  }
  await run(cases.filter((c) => c.refuse === undefined));
  for (const { req, type } of await refusedAppends(store, headBefore, refusedIds))
    violation(req, `a refused request appended ${type}`);
  report.ms = Date.now() - started;
  return report;
};
