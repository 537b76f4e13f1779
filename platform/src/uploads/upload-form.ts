import { unlinkSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { DomainError } from '@academy/domain';
import type express from 'express';
import { type StagedFile } from './staged-file.js';

/** One part a form may hold (at most once). */
export type PartRule =
  | {
      kind: 'file';
      maxBytes: number;
      /** Said when the file is over `maxBytes` ("The PDF is larger than 25 MB"). */
      tooLarge: string;
    }
  | {
      kind: 'text';
      maxBytes: number;
      /** The text is JSON: `req.body[name]` holds it parsed. */
      json?: boolean;
    };

/** What an upload route's form may hold; anything else is refused while the body streams in. */
export interface UploadForm {
  parts: Record<string, PartRule>;
  /** Said, naming the part, when a part of another name comes ("The form holds the parts …"). */
  unknownPart: string;
  /** Said, naming the part, when a part comes twice (default: "Send one part {name}: the form has 2"). */
  twice?: (part: string) => string;
  /** A raw body of a matching Content-Type is this file part (a profile image sent as is). */
  raw?: { part: string; type: RegExp };
}

/** A file part of the request, staged on disk (see `StagedFile`). */
export interface UploadedFile extends StagedFile {
  /** The part's name. */
  field: string;
  /** The file name the client gave (not trusted for anything). */
  filename: string;
}

const uploadsKey = Symbol('academy.uploads');

interface Held {
  files: UploadedFile[];
  /** Taken by the route (`withUploads`): it removes what it does not move in itself. */
  taken: boolean;
}

type WithUploads = express.Request & { [uploadsKey]?: Held };

/** Whether the upload parser read this request (multipart, or a raw upload). */
export const wasUploaded = (req: express.Request): boolean => (req as WithUploads)[uploadsKey] !== undefined;

const removeNow = (files: readonly UploadedFile[]): void => {
  for (const file of files) {
    try {
      unlinkSync(file.path);
    } catch {
      // moved in already, or gone
    }
  }
};

/**
 * Hands the staged files to the request. Unless a route takes them, they are removed just before
 * the answer's headers go out (a refusal before the route: not signed in, no capability…) or
 * when the connection closes without one.
 */
export const holdUploads = (req: express.Request, res: express.Response, files: UploadedFile[]): void => {
  const held: Held = { files, taken: false };
  (req as WithUploads)[uploadsKey] = held;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => express.Response;
  res.writeHead = ((...args: unknown[]) => {
    if (!held.taken) removeNow(held.files);
    return writeHead(...args);
  }) as typeof res.writeHead;
  res.once('close', () => {
    if (!held.taken) removeNow(held.files);
  });
};

/** The staged files of the request, by part name. */
export interface Uploads {
  file(part: string): UploadedFile | undefined;
}

/**
 * Runs `use` with the request's staged files, then removes every one it did not move into the
 * blob store, whatever the outcome; before the answer is written, so a refusal leaves nothing.
 */
export const withUploads = async <T>(
  req: express.Request,
  use: (uploads: Uploads) => Promise<T>,
): Promise<T> => {
  const held = (req as WithUploads)[uploadsKey] ?? { files: [], taken: false };
  held.taken = true;
  try {
    return await use({ file: (part) => held.files.find((f) => f.field === part) });
  } finally {
    await Promise.all(held.files.map((file) => rm(file.path, { force: true })));
  }
};

/** A 400 `validation-failed` naming `path`. */
export const refusePart = (path: string, message: string): DomainError =>
  new DomainError('validation-failed', message, [{ path, message }]);
