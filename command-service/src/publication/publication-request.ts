import { DomainError, parseWith, PUBLICATION_LIMITS, type PdfRef } from '@academy/domain';
import { checkPdf, openBlobStore, pdfRefOf, type BlobStore } from '@academy/platform';
import type express from 'express';
import { type z } from 'zod';
import { type CommandDeps } from '../pipeline/deps.js';

/** The PDF plus the JSON part and the multipart framing: anything longer holds a PDF over the limit. */
export const MULTIPART_LIMIT = PUBLICATION_LIMITS.pdfBytes + 2 * 1024 * 1024;

const tooLarge = () =>
  new DomainError('validation-failed', 'The PDF is larger than 25 MB', [
    { path: 'pdf', message: 'The PDF is larger than 25 MB' },
  ]);

/** Reads the whole body (to its end, so the client hears the answer), keeping at most `limit` bytes. */
const readRaw = async (req: express.Request, limit: number): Promise<Buffer | undefined> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? undefined : Buffer.concat(chunks);
};

const isMultipart = (req: express.Request): boolean =>
  /^multipart\/form-data/i.test(req.get('content-type') ?? '');

/** The part `name` of the form, or null; two parts of that name are refused (400 naming it). */
const onePart = (form: FormData, name: string): ReturnType<FormData['get']> => {
  const parts = form.getAll(name);
  if (parts.length > 1) {
    throw new DomainError('validation-failed', `Invalid fields: ${name}`, [
      { path: name, message: `Send one part ${name}: the form has ${parts.length}` },
    ]);
  }
  return parts[0] ?? null;
};

export interface PublicationRequest<T> {
  input: T;
  /** The bytes of the `pdf` part, when there is one (not yet checked). */
  pdf: Uint8Array | undefined;
}

/**
 * A submission or revision: JSON, or multipart/form-data with the JSON in the part `data` and
 * the PDF in the part `pdf`. Bad input is a 400 `validation-failed` naming the field.
 */
export const readPublicationRequest = async <S extends z.ZodType>(
  req: express.Request,
  schema: S,
): Promise<PublicationRequest<z.infer<S>>> => {
  if (!isMultipart(req)) return { input: parseWith(schema, req.body), pdf: undefined };
  const raw = await readRaw(req, MULTIPART_LIMIT);
  if (!raw) throw tooLarge();
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': req.get('content-type')! } }).formData();
  } catch {
    throw new DomainError('validation-failed', 'The multipart body could not be read', [
      { path: '(body)', message: 'Send multipart/form-data with the parts data and pdf' },
    ]);
  }
  const other = [...new Set(form.keys())].find((name) => name !== 'data' && name !== 'pdf');
  if (other !== undefined) {
    const message = 'The form holds the parts data and pdf only';
    throw new DomainError('validation-failed', message, [{ path: other.slice(0, 100), message }]);
  }
  const data = onePart(form, 'data');
  if (typeof data !== 'string') {
    throw new DomainError('validation-failed', 'Invalid fields: data', [
      { path: 'data', message: 'The part data holds the publication as JSON' },
    ]);
  }
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new DomainError('validation-failed', 'Invalid fields: data', [
      { path: 'data', message: 'The part data is not JSON' },
    ]);
  }
  const input = parseWith(schema, json);
  const file = onePart(form, 'pdf');
  if (file === null) return { input, pdf: undefined };
  if (typeof file === 'string') {
    throw new DomainError('validation-failed', 'Invalid fields: pdf', [
      { path: 'pdf', message: 'The part pdf is a file' },
    ]);
  }
  return { input, pdf: new Uint8Array(await file.arrayBuffer()) };
};

const blobStores = new Map<string, BlobStore>();

/** The blob store of the data folder (PDFs by their sha256). */
export const blobStoreOf = (deps: CommandDeps): BlobStore => {
  const dir = deps.config.DATA_DIR;
  if (!blobStores.has(dir)) blobStores.set(dir, openBlobStore(dir));
  return blobStores.get(dir)!;
};

export interface AcceptedPdf {
  ref: PdfRef;
  /** Stores the bytes: called once the command is judged, so a refused one stores nothing. */
  store: () => Promise<void>;
}

/** Checks a PDF by its bytes (400 naming `pdf` otherwise): its reference, and how to store it. */
export const acceptPdf = (deps: CommandDeps, bytes: Uint8Array): AcceptedPdf => {
  const checked = checkPdf(bytes);
  return {
    ref: pdfRefOf(checked),
    store: async () => void (await blobStoreOf(deps).put(checked.bytes)),
  };
};

/** Seconds since the epoch. */
export const secondsOf = (date: Date): number => Math.floor(date.getTime() / 1000);

export const PUB_NUM = /^[1-9]\d{0,8}$/;
