import { createHash } from 'node:crypto';
import { DomainError, PUBLICATION_LIMITS } from '@academy/domain';

/** A PDF that passed intake: its bytes and their sha256 (the blob store's key). */
export interface CheckedPdf {
  bytes: Uint8Array;
  size: number;
  sha256: string;
}

/** How far from the end `%%EOF` may sit (the window readers search, trailing bytes allowed). */
const EOF_WINDOW = 1024;

const ascii = (text: string): Uint8Array => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
const PDF_HEADER = ascii('%PDF-');
const EOF_MARKER = ascii('%%EOF');
const EXECUTABLES: { name: string; magic: Uint8Array }[] = [
  { name: 'a Linux executable (ELF)', magic: new Uint8Array([0x7f, 0x45, 0x4c, 0x46]) },
  { name: 'a Windows executable (MZ)', magic: ascii('MZ') },
  { name: 'a macOS executable (Mach-O)', magic: new Uint8Array([0xcf, 0xfa, 0xed, 0xfe]) },
  { name: 'a shell script', magic: ascii('#!') },
];

const startsWith = (bytes: Uint8Array, prefix: Uint8Array): boolean =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

const lastIndexOf = (bytes: Uint8Array, needle: Uint8Array, from: number): number => {
  for (let i = bytes.length - needle.length; i >= from; i--) {
    if (needle.every((b, j) => bytes[i + j] === b)) return i;
  }
  return -1;
};

const refuse = (message: string): DomainError =>
  new DomainError('validation-failed', message, [{ path: 'pdf', message }]);

const megabytes = (bytes: number): string => `${bytes / (1024 * 1024)} MB`;

/** What the checks read of a file: its size, its first bytes and its last kilobyte. */
export interface PdfEdges {
  size: number;
  head: Uint8Array;
  /** At least the last `EOF_WINDOW` bytes (or the whole file). */
  tail: Uint8Array;
}

/**
 * A PDF is judged by its bytes, never its name or declared type: it starts with `%PDF-1.x` or
 * `%PDF-2.x`, ends with `%%EOF` in its last kilobyte (a truncated upload does not), and is at
 * most 25 MB. Anything else is a 400 `validation-failed` naming `pdf`. Only the file's edges are
 * read: an upload staged on disk is checked without reading it whole.
 */
export const checkPdfEdges = ({ size, head, tail }: PdfEdges): void => {
  const max = PUBLICATION_LIMITS.pdfBytes;
  if (size === 0) throw refuse('The PDF is empty');
  if (size > max) throw refuse(`The PDF is larger than ${megabytes(max)}`);
  const executable = EXECUTABLES.find((kind) => startsWith(head, kind.magic));
  if (executable) throw refuse(`This file is ${executable.name}, not a PDF`);
  const version = new TextDecoder('latin1').decode(head.subarray(PDF_HEADER.length, PDF_HEADER.length + 3));
  if (!startsWith(head, PDF_HEADER) || !/^[12]\.\d$/.test(version)) {
    throw refuse('This file is not a PDF (it does not start with %PDF-)');
  }
  const last = tail.subarray(Math.max(0, tail.length - EOF_WINDOW));
  if (lastIndexOf(last, EOF_MARKER, 0) < 0) {
    throw refuse('The PDF is incomplete (no %%EOF at its end): upload it again');
  }
};

/** `checkPdfEdges` over bytes in memory, answering them with their sha256. */
export const checkPdf = (input: Uint8Array): CheckedPdf => {
  checkPdfEdges({ size: input.length, head: input, tail: input });
  return { bytes: input, size: input.length, sha256: createHash('sha256').update(input).digest('hex') };
};

/** Where a checked PDF sits in the content-addressed blob store: its sha256 is its key. */
export const pdfRefOf = (pdf: CheckedPdf): { key: string; size: number; sha256: string } => ({
  key: pdf.sha256,
  size: pdf.size,
  sha256: pdf.sha256,
});
