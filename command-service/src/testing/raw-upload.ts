import http from 'node:http';
import { type SpecWorld } from './http-spec.js';
import { type SpecAnswer } from './spec-client.js';

export const BOUNDARY = 'academy-hostile-boundary';
export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

const bytes = (chunk: string | Uint8Array): Buffer =>
  typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : Buffer.from(chunk);

/** A part as a client may write it: its header lines as given (latin1: raw bytes), then its content. */
export const rawPart = (headers: string, content: string | Uint8Array = ''): Buffer =>
  Buffer.concat([bytes(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), bytes(content), bytes('\r\n')]);

/** The end of a multipart body. */
export const CLOSE = bytes(`--${BOUNDARY}--\r\n`);

/** A named form-data part; a file part when `filename` is given. */
export const namedPart = (name: string, content: string | Uint8Array, filename?: string): Buffer =>
  rawPart(
    `Content-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}` +
      (filename === undefined ? '' : '\r\nContent-Type: application/octet-stream'),
    content,
  );

export interface RawPost {
  path: string;
  /** Signed in as this user. */
  as: string;
  contentType?: string;
  /** Written first. */
  body: Uint8Array;
  /**
   * When given, the body goes on with this chunk written again and again and the request is never
   * ended: only a server that answers while the body streams in answers at all.
   */
  endless?: Uint8Array;
}

const answerOf = (res: http.IncomingMessage, text: string): SpecAnswer => {
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers))
    if (typeof value === 'string') headers.set(name, value);
  return {
    status: res.statusCode ?? 0,
    headers,
    text,
    body: body as Record<string, unknown>,
    setCookies: new Map(),
  };
};

/** POSTs bytes exactly as given over a connection of its own (no client framing of its own). */
export const rawPost = async (world: SpecWorld, post: RawPost): Promise<SpecAnswer> => {
  const session = (await world.browser({ as: post.as })).cookies.get('academy_session');
  // Kept alive, as browsers do: a server closes a `Connection: close` request as soon as it has
  // answered, and a client still writing a body it refused may then lose the answer.
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<SpecAnswer>((resolve, reject) => {
    const req = http.request(new URL(post.path, world.url), {
      method: 'POST',
      agent,
      headers: {
        'content-type': post.contentType ?? MULTIPART,
        cookie: `academy_session=${session}`,
        ...(post.endless ? { 'transfer-encoding': 'chunked' } : { 'content-length': post.body.length }),
      },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        req.destroy();
        resolve(answerOf(res, Buffer.concat(chunks).toString('utf8')));
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.write(post.body);
    if (!post.endless) return void req.end();
    const endless = post.endless;
    const more = () => {
      while (!answered && req.write(endless));
      if (!answered) req.once('drain', more);
    };
    more();
  }).finally(() => agent.destroy());
};

/**
 * Starts a POST of `body` announcing `declared` bytes, waits until `staged()` says the server
 * holds part of it on disk, then drops the connection (a client gone mid-upload). Answers whether
 * the server was seen holding it.
 */
export const abortedPost = async (
  world: SpecWorld,
  post: RawPost & { declared: number },
  staged: () => Promise<boolean>,
): Promise<boolean> => {
  const session = (await world.browser({ as: post.as })).cookies.get('academy_session');
  const req = http.request(new URL(post.path, world.url), {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': post.contentType ?? MULTIPART,
      cookie: `academy_session=${session}`,
      'content-length': post.declared,
    },
  });
  req.on('error', () => undefined);
  req.write(post.body);
  let seen = false;
  for (let i = 0; i < 500 && !seen; i++) {
    seen = await staged();
    if (!seen) await new Promise((r) => setTimeout(r, 20));
  }
  req.destroy();
  return seen;
};
