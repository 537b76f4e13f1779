import { DomainError, parseWith, type PdfRef } from '@academy/domain';
import {
  checkPdfEdges,
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
   * Moves the staged PDF into the blob store: called once the command is recorded (or a retry is
   * answered from its first attempt's events), so a refused or failed one stores nothing.
   */
  store: () => Promise<void>;
}

/** Checks a staged PDF by its bytes (400 naming `pdf` otherwise): its reference, and how to store it. */
export const acceptPdf = (deps: CommandDeps, file: UploadedFile): AcceptedPdf => {
  checkPdfEdges(file);
  const blobs = blobStoreOf(deps);
  return {
    ref: { key: file.sha256, size: file.size, sha256: file.sha256 },
    store: () => blobs.adopt(file.path, file.sha256),
  };
};

/** Seconds since the epoch. */
export const secondsOf = (date: Date): number => Math.floor(date.getTime() / 1000);

export const PUB_NUM = /^[1-9]\d{0,8}$/;
