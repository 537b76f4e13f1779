import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sniffImageType, type ImageType } from '../images/image-intake.js';

/** How many bytes of a file's start and end are kept for the type checks (`%PDF-`, `%%EOF`…). */
export const EDGE_BYTES = 1024;

/** A file part written to disk while it arrived: where, how long, its sha256 and its edges. */
export interface StagedFile {
  path: string;
  size: number;
  /** sha256 (hex) of the bytes: the blob store's key. */
  sha256: string;
  /** The first bytes (at most `EDGE_BYTES`). */
  head: Buffer;
  /** The last bytes (at most `EDGE_BYTES`). */
  tail: Buffer;
  /** What its first bytes say it is (never its name or declared type); the intake checks it fully. */
  type: SniffedType | undefined;
}

export type SniffedType = 'pdf' | ImageType;

const sniff = (head: Buffer): SniffedType | undefined =>
  head.subarray(0, 5).toString('latin1') === '%PDF-' ? 'pdf' : sniffImageType(head);

/** The file went over its limit while it was written (it is removed). */
export class FileTooLarge extends Error {}

/** Hashes and counts what passes, keeping the head and the tail; over `maxBytes` it fails. */
class Meter extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  head = Buffer.alloc(0);
  tail = Buffer.alloc(0);

  constructor(
    private readonly maxBytes: number,
    private readonly onTooLarge?: () => void,
  ) {
    super();
  }

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      this.onTooLarge?.();
      return done(new FileTooLarge());
    }
    this.hash.update(chunk);
    if (this.head.length < EDGE_BYTES)
      this.head = Buffer.concat([this.head, chunk.subarray(0, EDGE_BYTES - this.head.length)]);
    const tail = chunk.length >= EDGE_BYTES ? chunk : Buffer.concat([this.tail, chunk]);
    this.tail = Buffer.from(tail.subarray(Math.max(0, tail.length - EDGE_BYTES)));
    done(null, chunk);
  }
}

/**
 * Writes `source` to a new file at `path` (created exclusively), hashing and measuring it on the
 * way: memory holds a chunk and two kilobytes, whatever the file's size. On any failure (over
 * `maxBytes`: `onTooLarge` is told at once; the client gone; the disk full) the file is removed
 * and the error thrown.
 */
export const stageFile = async (
  source: Readable,
  path: string,
  maxBytes: number,
  onTooLarge?: () => void,
): Promise<StagedFile> => {
  const meter = new Meter(maxBytes, onTooLarge);
  const file = createWriteStream(path, { flags: 'wx' });
  try {
    await pipeline(source, meter, file);
  } catch (error) {
    // The pipeline gives up before the file has closed: one still being opened (a body cut short
    // at once) would otherwise be created after its removal.
    if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
    await rm(path, { force: true });
    throw error;
  }
  const { size, head, tail } = meter;
  return { path, size, sha256: meter.hash.digest('hex'), head, tail, type: sniff(head) };
};
