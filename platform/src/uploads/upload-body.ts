import { PassThrough } from 'node:stream';
import { DomainError } from '@academy/domain';
import type express from 'express';
import { type BlobStore } from '../blobs/blob-store.js';
import { contentCodingOf, unsupportedCoding } from '../http/body-encoding.js';
import { readMultipart } from './read-multipart.js';
import { FileTooLarge, stageFile } from './staged-file.js';
import { holdUploads, refusePart, type UploadedFile, type UploadForm } from './upload-form.js';

const contentTypeOf = (req: express.Request): string =>
  (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** A raw body (a profile image sent as is) staged as the file part `part`. */
const readRaw = async (
  req: express.Request,
  blobs: BlobStore,
  part: string,
  form: UploadForm,
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> => {
  const rule = form.parts[part];
  if (rule?.kind !== 'file') throw new Error(`The raw upload's part ${part} is not a file part`);
  const body = new PassThrough();
  req.pipe(body); // the request itself is never destroyed: the client hears the refusal
  req.on('close', () => {
    if (!req.complete) body.destroy(new Error('The client stopped sending'));
  });
  try {
    const staged = await stageFile(body, await blobs.stagingPath(), rule.maxBytes);
    return { fields: {}, files: [{ field: part, filename: '', ...staged }] };
  } catch (error) {
    req.unpipe(body);
    req.resume();
    if (error instanceof FileTooLarge) throw refusePart(part, rule.tooLarge);
    if (!req.complete) throw refusePart('(body)', 'The upload stopped before its end');
    throw error;
  }
};

/**
 * What the Idempotency-Key's request hash covers for an upload: the text parts and each file's
 * sha256 (a retried form has a new boundary, but the same parts).
 */
const digestOf = (fields: Record<string, unknown>, files: readonly UploadedFile[]): Buffer =>
  Buffer.from(JSON.stringify({ fields, files: files.map((f) => [f.field, f.sha256, f.size]) }));

const sweeps = new WeakMap<BlobStore, Promise<void>>();

/**
 * One sweep of the staging folder per store (several routes share it), at start, finished before
 * the process stages its first upload: what earlier runs left goes, nothing this run staged does.
 */
const sweepOnce = (blobs: BlobStore): Promise<void> => {
  const swept = sweeps.get(blobs) ?? blobs.sweepStaging().catch(() => undefined);
  sweeps.set(blobs, swept);
  return swept;
};

/**
 * The body parser of an upload route, mounted before the input gate: a multipart/form-data body
 * (or, with `form.raw`, a raw body of the matching type) is read as it streams in, by busboy,
 * within the form's rules and `UPLOAD_LIMITS`: its text parts into `req.body` (JSON ones parsed),
 * its files staged beside the blob store (hashed, measured; see `withUploads`); a Content-Encoding
 * other than identity is refused (400). Any other body is
 * left to the JSON parser. At start, staged files earlier runs left behind are removed.
 */
export const uploadBody = (blobs: BlobStore | undefined, form: UploadForm): express.RequestHandler => {
  if (blobs) void sweepOnce(blobs);
  return (req, res, next) => {
    const type = contentTypeOf(req);
    const raw = form.raw?.type.test(type) ? form.raw.part : undefined;
    if (type !== 'multipart/form-data' && raw === undefined) return next();
    // An upload is read as it streams in, never decoded: a compressed one would be read as its bytes.
    const coding = contentCodingOf(req);
    if (coding !== 'identity') return next(unsupportedCoding(coding, ['identity']));
    if (!blobs) return next(new DomainError('service-unavailable', 'Uploads are not available'));
    void (async () => {
      await sweepOnce(blobs);
      const { fields, files } = raw
        ? await readRaw(req, blobs, raw, form)
        : await readMultipart(req, blobs, form);
      req.body = fields;
      (req as express.Request & { rawBody?: Buffer }).rawBody = digestOf(fields, files);
      holdUploads(req, res, files);
    })().then(() => next(), next);
  };
};
