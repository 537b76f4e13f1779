import { DomainError, parseWith, type PdfRef } from '@academy/domain';
import {
  BlobReferences,
  checkPdfEdges,
  START,
  type Checkpoint,
  wasUploaded,
  type BlobStore,
  type UploadedFile,
  type Uploads,
} from '@academy/platform';
import type express from 'express';
import { type z } from 'zod';
import { type CommandDeps } from '../pipeline/deps.js';

export interface PublicationRequest<T> {
  input: T;
  /** The staged `pdf` part, when there is one (not yet checked). */
  pdf: UploadedFile | undefined;
}

/**
 * A submission or revision: JSON, or multipart/form-data (read by the upload parser) with the
 * JSON in the part `data` and the PDF in the part `pdf`. Bad input is a 400 `validation-failed`
 * naming the field.
 */
export const readPublicationRequest = <S extends z.ZodType>(
  req: express.Request,
  uploads: Uploads,
  schema: S,
): PublicationRequest<z.infer<S>> => {
  if (!wasUploaded(req)) return { input: parseWith(schema, req.body), pdf: undefined };
  const { data } = (req.body ?? {}) as { data?: unknown };
  if (data === undefined) {
    throw new DomainError('validation-failed', 'Invalid fields: data', [
      { path: 'data', message: 'The part data holds the publication as JSON' },
    ]);
  }
  return { input: parseWith(schema, data), pdf: uploads.file('pdf') };
};

/** The blob store, or 503 where uploads are not available. */
export const blobStoreOf = (deps: CommandDeps): BlobStore => {
  if (!deps.blobs) throw new DomainError('service-unavailable', 'Uploads are not available');
  return deps.blobs;
};

export interface AcceptedPdf {
  ref: PdfRef;
  /**
   * Moves the staged PDF into the blob store (flushed): called once the command is judged, just
   * before its append, so no event ever names a PDF that is not on disk, whatever stops the
   * process after the append. A refused command never calls it.
   */
  store: () => Promise<void>;
  /**
   * Called once the command is recorded (or a retry is answered from its first attempt's events):
   * the PDF stored if it is not there (a blob of the same bytes removed meanwhile by a failed
   * command; a first attempt that stopped before storing).
   */
  recorded: () => Promise<void>;
  /** Called when the append failed: the blob this command brought in is removed unless an event names it. */
  failed: () => Promise<void>;
}

/** Checks a staged PDF by its bytes (400 naming `pdf` otherwise): its reference, and how to store it. */
export const acceptPdf = (deps: CommandDeps, file: UploadedFile): AcceptedPdf => {
  checkPdfEdges(file);
  const blobs = blobStoreOf(deps);
  const key = file.sha256;
  // Once: the store's head before the move (what a later event naming the blob comes after), and
  // whether the move brought the blob in (false: it was there, named by an earlier upload).
  let stored: Promise<{ from: Checkpoint; brought: boolean }> | undefined;
  const store = () =>
    (stored ??= (async () => {
      const from = await deps.store.head();
      return { from, brought: await blobs.adopt(file.path, key) };
    })());
  return {
    ref: { key, size: file.size, sha256: file.sha256 },
    store: async () => {
      await store();
    },
    recorded: async () => {
      const { brought } = await store();
      if (!brought && !(await blobs.has(key))) await blobs.adopt(file.path, key);
    },
    failed: async () => {
      const { from, brought } = (await stored?.catch(() => undefined)) ?? { from: START, brought: false };
      if (!brought) return;
      // Another command with the same bytes may have found this blob and be recording now: kept
      // when its event is seen; one recorded later puts the blob back from its own staged copy.
      const references = new BlobReferences(deps.store, [key], from);
      await blobs.deleteUnlessReferenced(key, () => references.referenced(key)).catch(() => false);
    },
  };
};

/** Seconds since the epoch. */
export const secondsOf = (date: Date): number => Math.floor(date.getTime() / 1000);

export const PUB_NUM = /^[1-9]\d{0,8}$/;
