import { gzipSync } from 'node:zlib';

/** One body whose framing lies (or, once, tells the truth), and the field a 400 must name. */
export interface FramingCase {
  body: string | Buffer | undefined;
  headers: Record<string, string>;
  /** The field 400 `validation-failed` names; none where the body is read (a whole gzip). */
  refuse?: string;
}

const ENCODING = 'headers.content-encoding';

/**
 * Content-Encodings that do not match the body (gzip, deflate, br on plain JSON; a gzip cut short;
 * an encoding nobody decodes), multipart/form-data without a boundary (with a body and without),
 * and a JSON `null`, each around a valid body (`json`): refused with 400 naming the encoding or
 * `(body)`, never read as an empty body, never a 5xx. A whole gzip of the same body is read.
 */
export const framingCases = (json: string): FramingCase[] => {
  const type = { 'content-type': 'application/json' };
  const gzipped = gzipSync(Buffer.from(json));
  return [
    ...['gzip', 'deflate', 'br'].map((coding) => ({
      body: json,
      headers: { ...type, 'content-encoding': coding },
      refuse: ENCODING,
    })),
    {
      body: gzipped.subarray(0, gzipped.length - 9),
      headers: { ...type, 'content-encoding': 'gzip' },
      refuse: ENCODING,
    },
    { body: json, headers: { ...type, 'content-encoding': 'compress' }, refuse: ENCODING },
    { body: 'reason=x', headers: { 'content-type': 'multipart/form-data' }, refuse: '(body)' },
    { body: undefined, headers: { 'content-type': 'multipart/form-data' }, refuse: '(body)' },
    { body: 'null', headers: type, refuse: '(body)' },
    { body: gzipped, headers: { ...type, 'content-encoding': 'gzip' } },
  ];
};

/** For the random requests: a Content-Encoding the body may not match, or none. */
export const hostileCodings = ['gzip', 'deflate', 'br', 'compress', 'identity', 'gzip, br'] as const;
