import http from 'node:http';
import { DomainError, type ErrorCode } from '@academy/domain';
import { runAdminCommand, routeTableOf } from '@academy/app';
import { statusOf, type Checkpoint, type EventStore, type RouteSpec } from '@academy/platform';
import fc from 'fast-check';
import { type TestApp } from '../support/test-app.js';
import { requestsFor, type FuzzRequest } from './hostile-requests.js';

export interface EndpointReport {
  endpoint: string;
  cases: number;
  /** Answers by status class and status: `{ 200: 3, 400: 190, … }`. */
  statuses: Record<number, number>;
  fiveXx: number;
  /** Property violations (the first few, each with the request that broke it). */
  violations: string[];
  violationCount: number;
  ms: number;
}

/** An endpoint's empty report, and how a broken property is noted on it (the first few kept whole). */
export const newReport = (endpoint: string) => {
  const report: EndpointReport = {
    endpoint,
    cases: 0,
    statuses: {},
    fiveXx: 0,
    violations: [],
    violationCount: 0,
    ms: 0,
  };
  const violation = (req: FuzzRequest, what: string) => {
    report.violationCount++;
    if (report.violations.length < 5)
      report.violations.push(
        `${what}: ${req.as} ${req.method} ${req.path.slice(0, 200)} ${JSON.stringify(req.headers)} ${String(req.body ?? '').slice(0, 300)}`,
      );
  };
  /**
   * Sends one case and tallies its answer (no answer and any 5xx noted as violations); the answer,
   * or undefined when none came.
   */
  const tally = async (base: URL, req: FuzzRequest, cookie: string | undefined) => {
    let answer;
    try {
      answer = await send(base, req, cookie);
    } catch (error) {
      violation(req, `no answer (${(error as Error).message})`);
      return undefined;
    }
    report.cases++;
    report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
    if (answer.status >= 500) {
      report.fiveXx++;
      violation(req, `${answer.status} ${answer.text.slice(0, 200)}`);
    }
    return answer;
  };
  return { report, violation, tally };
};

/** Any text that betrays the server's insides: stack frames, SQL errors, JS errors. */
const leaks =
  /\n\s+at .+:\d+:\d+|node_modules\/|syntax error at or near|relation "[^"]+" does not exist|duplicate key value|violates \w+ constraint|invalid input syntax for|column "[^"]+" does not exist|pg_catalog|PGlite|TypeError|ReferenceError|RangeError|Cannot read propert/;

export const send = (base: URL, req: FuzzRequest, cookie: string | undefined) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const outgoing = http.request(
      {
        agent: false,
        timeout: 10_000,
        host: base.hostname,
        port: base.port,
        method: req.method,
        path: req.path,
        headers: {
          ...req.headers,
          ...(cookie ? { cookie } : {}),
          'content-length': req.body === undefined ? 0 : Buffer.byteLength(req.body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 10 s')));
    outgoing.on('error', reject);
    outgoing.end(req.body);
  });

/** Whether a 4xx answer follows the error table: `{ error, error_msg, fields? }` with the code's status. */
export const errorTableViolation = (status: number, text: string): string | undefined => {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'a 4xx body that is not JSON';
  }
  if (typeof body !== 'object' || body === null) return 'a 4xx body that is not an object';
  const { error, error_msg: message, fields } = body as Record<string, unknown>;
  if (typeof error !== 'string' || !/^[a-z]+(-[a-z]+)*$/.test(error)) return 'no kebab-case `error`';
  if (typeof message !== 'string' || message === '') return 'no `error_msg`';
  const expected = statusOf(new DomainError(error as ErrorCode, message));
  if (expected !== status) return `\`${error}\` answered ${status}, the table says ${String(expected)}`;
  if (
    fields !== undefined &&
    (!Array.isArray(fields) ||
      !fields.every(
        (f) =>
          typeof (f as { path?: unknown }).path === 'string' &&
          typeof (f as { message?: unknown }).message === 'string',
      ))
  )
    return '`fields` is not a list of { path, message }';
  return undefined;
};

/** Signed-in sessions the fuzzer sends as: a member and an admin (fresh for each endpoint). */
export type FuzzSessions = Record<'member' | 'admin', string> & { memberID: string; adminID: string };

/** A tier that may submit to the Journal, for the admin that fuzzes the Journal's commands. */
export const journalTier = (spec: RouteSpec): string | undefined =>
  spec.method !== 'GET' && spec.path.startsWith('/rest/journal/') ? 'member' : undefined;

/** `adminTier`: a paid tier for the admin, for endpoints its capabilities guard (the Journal's). */
export const fuzzSessions = async (app: TestApp, adminTier?: string): Promise<FuzzSessions> => {
  const member = await app.member();
  const admin = await app.member(adminTier ? { membershipTier: adminTier } : {});
  await runAdminCommand(app.server.core, { action: 'grant', email: admin.email, operator: 'operator:fuzz' });
  const cookie = (b: typeof member.browser) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    member: cookie(member.browser),
    admin: cookie(admin.browser),
    memberID: member.userID,
    adminID: admin.userID,
  };
};

/**
 * The events appended after `after` for a refused request (an event's correlation id is the id of
 * the request that appended it, echoed as `X-Request-Id`): each is a property violation.
 */
export const refusedAppends = async (
  store: EventStore,
  after: Checkpoint,
  refused: ReadonlyMap<string, FuzzRequest>,
): Promise<{ req: FuzzRequest; type: string }[]> => {
  const found: { req: FuzzRequest; type: string }[] = [];
  for (let from = after; ;) {
    const { events, checkpoint } = await store.readAll(from, 1_000);
    if (events.length === 0) return found;
    for (const event of events) {
      const req = refused.get(event.metadata.correlationId);
      if (req) found.push({ req, type: event.type });
    }
    from = checkpoint;
  }
};

export const endpointKey = (spec: RouteSpec): string => `${spec.method} ${spec.path}`;

/** Every endpoint the app serves, from its assembled route table. */
export const endpointsOf = (app: TestApp): readonly RouteSpec[] => routeTableOf(app.server.http);

/**
 * Sends `runs` generated requests to one endpoint and checks each answer: no 5xx, no leaked
 * stack or SQL text, every 4xx body per the error table, and a refused request appends nothing.
 */
export const fuzzEndpoint = async (
  app: TestApp,
  spec: RouteSpec,
  runs: number,
  seed: number,
  given?: FuzzSessions,
): Promise<EndpointReport> => {
  const started = Date.now();
  const sessions = given ?? (await fuzzSessions(app));
  const store = app.server.core.store;
  const base = new URL(app.url);
  const { report, violation, tally } = newReport(endpointKey(spec));
  // Refused requests by request id: once the endpoint is done, none of them may own an event.
  const refused = new Map<string, FuzzRequest>();
  // A client may name its request (X-Correlation-Id): an id an accepted request also carried owns
  // that request's events, so it proves nothing about the refused one.
  const accepted = new Set<string>();
  const headBefore = await store.head();
  for (const req of fc.sample(requestsFor(spec), { numRuns: runs, seed })) {
    const answer = await tally(base, req, req.as === 'visitor' ? undefined : sessions[req.as]);
    if (!answer) continue;
    const answerId = answer.headers['x-request-id'];
    if (answer.status < 400 && typeof answerId === 'string') accepted.add(answerId);
    if (answer.status >= 400 && leaks.test(answer.text))
      violation(req, `leaked internals: ${answer.text.slice(0, 300)}`);
    if (answer.status >= 400 && answer.status < 500) {
      const wrong = errorTableViolation(answer.status, answer.text);
      if (wrong) violation(req, `${answer.status} ${wrong}: ${answer.text.slice(0, 200)}`);
      const reqId = answer.headers['x-request-id'];
      if (typeof reqId === 'string') refused.set(reqId, req);
      else violation(req, `a ${answer.status} answer without X-Request-Id`);
    }
  }
  for (const id of accepted) refused.delete(id);
  for (const { req, type } of await refusedAppends(store, headBefore, refused))
    violation(req, `a refused request appended ${type}`);
  report.ms = Date.now() - started;
  return report;
};
