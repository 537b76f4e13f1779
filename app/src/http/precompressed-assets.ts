import { readdirSync } from 'node:fs';
import path from 'node:path';
import type express from 'express';

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The q-value the Accept-Encoding header gives an encoding (`*` counts for any not named). */
const quality = (header: string, encoding: Encoding): number => {
  let star: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = q === undefined ? 1 : Number(q);
    if (name === encoding) return value;
    if (name === '*') star = value;
  }
  return star ?? 0;
};

/** The encoding to send, brotli before gzip, or undefined for the identity. */
export const preferredEncoding = (header: string | undefined): Encoding | undefined => {
  if (!header) return undefined;
  const br = quality(header, 'br');
  const gzip = quality(header, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
};

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * For a file that has precompressed copies (`scripts/precompress.mjs`), sends the copy the client
 * accepts: the request is pointed at `name.br` or `name.gz`, with the original's type, the encoding
 * and `Vary: Accept-Encoding`; the static server that follows sends it with its own caching.
 */
export const precompressedAssets = (dir: string): express.RequestHandler => {
  // The built files never change while the server runs: which copies exist is read once.
  const copies = new Set(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.br') || name.endsWith('.gz'))
      .map((name) => `/${name.split(path.sep).join('/')}`),
  );
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const type = TYPES[path.posix.extname(pathname)];
    if (!type || !copies.has(`${pathname}.gz`)) return next();
    res.vary('Accept-Encoding');
    const encoding = preferredEncoding(req.get('Accept-Encoding'));
    if (!encoding || !copies.has(`${pathname}${SUFFIX[encoding]}`)) return next();
    res.set({ 'Content-Type': type, 'Content-Encoding': encoding });
    const query = req.url.indexOf('?');
    req.url = `${query < 0 ? req.url : req.url.slice(0, query)}${SUFFIX[encoding]}`;
    next();
  };
};
