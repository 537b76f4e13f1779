import { type RouteSpec } from '@academy/platform';
import fc from 'fast-check';
import { hostileCodings } from './hostile-encodings.js';
import { headerBytes, illFormedSamples, oddSamples, sendableInHeader } from './unicode-samples.js';

/** One generated request: raw path and query, headers, body bytes as text (or none). */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The body as text (sent as UTF-8) or as raw bytes. */
  body?: string | Buffer;
  /** Who sends it: no session, a member, or an admin. */
  as: 'visitor' | 'member' | 'admin';
}

/** Field names the product's request bodies use: bodies and queries that reach the validators. */
const fieldNames = [
  'email',
  'password',
  'firstName',
  'lastName',
  'headline',
  'bio',
  'reason',
  'removalNote',
  'name',
  'kind',
  'membershipTier',
  'userID',
  'organizationID',
  'query',
  'page',
  'limit',
  'size',
  'token',
  'title',
  'abstract',
  'body',
  'keywords',
  'authors',
  'changeNote',
  'licence',
  'expertise',
  'phone',
  'city',
  'country',
  'year',
  'role',
  'visibility',
  'registryListed',
  'availability',
  'code',
  'state',
];
const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const hostileConstants = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE events; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  ...illFormedSamples,
  // Short ones only: a query of a long sample would pass Node's 16 KB header limit (431 from Node).
  ...oddSamples.filter((sample) => sample.length < 1_000),
  'e' + '\u0301'.repeat(300),
  '💥'.repeat(64),
  'x'.repeat(5000),
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  'true',
  '[]',
  '{}',
  'a@b',
  'ada@example.org',
  'correct horse battery staple',
  '00000000-0000-0000-0000-000000000000',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...hostileConstants),
  fc.uuid(),
  fc.emailAddress(),
);

const hostileKey = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...fieldNames) },
  { weight: 2, arbitrary: fc.constantFrom(...prototypeKeys) },
  { weight: 1, arbitrary: hostileString },
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A JSON object of the product's field names (and prototype keys) with hostile values. */
const shapedObject = fc.dictionary(hostileKey, hostileValue, { maxKeys: 8 });

const deep = (n: number, open: string, close: string) => open.repeat(n) + close.repeat(n);

const rawBodies = fc.constantFrom(
  '{not json',
  '{"email":',
  '\u0000',
  '{"__proto__":{"admin":true,"membershipTier":"fellow"}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  deep(5000, '[', ']'),
  deep(2000, '{"a":', '}').replace(/}$/, '1}'),
  JSON.stringify({ email: 'x'.repeat(200_000) }),
  '"just a string"',
  '12345',
  'null',
  '[]',
);

const bodyArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: shapedObject.map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: rawBodies },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
);

const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80'; // a lone surrogate: send its (invalid) UTF-8 bytes
  }
};

const queryArb: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.oneof(hostileKey, fc.constantFrom('a[b]', 'a[__proto__][admin]', 'a[]', 'query[0]', 'page[$gt]')),
        hostileString,
      ),
      { minLength: 1, maxLength: 6 },
    )
    .chain((pairs) =>
      // Repeated keys: the same key again, so it arrives as an array.
      fc.boolean().map((repeat) => (repeat && pairs[0] ? [...pairs, pairs[0]] : pairs)),
    )
    .map((pairs) => '?' + pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')),
  fc.constantFrom(
    '?%E0%A4%A',
    '?a=%',
    '?=&=&',
    '?' + 'a=1&'.repeat(2000),
    '?query=%00',
    '?page=-1&limit=1e9',
  ),
);

const pathParamArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.uuid() },
  { weight: 3, arbitrary: hostileString.map(encode) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('..', '%2e%2e', '%00', 'a%2Fb', '%', '1', '-1', '99999999999999999999'),
  },
);

const headerValue = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 120,
  }),
  fc.constantFrom('', '-1', '1e99', 'NaN', '9007199254740993', 'a'.repeat(300), '../x', '<script>'),
  // Unicode as raw bytes (lone surrogates as their generalized UTF-8), where a header can carry it.
  fc.constantFrom(...[...illFormedSamples, ...oddSamples].map(headerBytes).filter(sendableInHeader)),
);

const headersArb = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'multipart/form-data',
    ),
    'content-encoding': fc.constantFrom(...hostileCodings),
    'x-correlation-id': headerValue,
    'x-min-position': headerValue,
    'idempotency-key': headerValue,
    accept: fc.constantFrom('application/json', '*/*', 'text/html', 'x/y'),
  },
  { requiredKeys: ['content-type'] },
);

/** Requests for one endpoint: its path with generated parameters, hostile queries, headers, bodies. */
export const requestsFor = (spec: RouteSpec): fc.Arbitrary<FuzzRequest> => {
  const params = spec.path.match(/:\w+/g) ?? [];
  return fc
    .record({
      values: fc.array(pathParamArb, { minLength: params.length, maxLength: params.length }),
      query: queryArb,
      headers: headersArb,
      body: spec.method === 'GET' ? fc.constant(undefined) : fc.option(bodyArb, { freq: 8, nil: undefined }),
      as: fc.constantFrom('visitor' as const, 'member' as const, 'admin' as const),
    })
    .map(({ values, query, headers, body, as }) => {
      let i = 0;
      const path = spec.path.replace(/:\w+/g, () => values[i++] ?? 'x') + query;
      return { method: spec.method, path, headers, body, as };
    });
};
