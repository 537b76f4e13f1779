import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { DomainError, PUBLICATION_LIMITS } from '@academy/domain';
import { errorBody, statusOf } from '../http/error-status.js';
import { checkPdf, pdfRefOf } from './pdf-intake.js';

/** A small, complete PDF with one empty page. */
const MINIMAL_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
  'xref',
  '0 4',
  '0000000000 65535 f ',
  '0000000009 00000 n ',
  '0000000058 00000 n ',
  '0000000115 00000 n ',
  'trailer << /Size 4 /Root 1 0 R >>',
  'startxref',
  '186',
  '%%EOF',
  '',
].join('\n');

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A PDF of exactly `size` bytes: header, filler, trailer. */
const pdfOfSize = (size: number): Uint8Array => {
  const head = bytes('%PDF-1.7\n');
  const tail = bytes('\nstartxref\n0\n%%EOF\n');
  const out = new Uint8Array(size).fill(0x20);
  out.set(head, 0);
  out.set(tail, size - tail.length);
  return out;
};

const refusal = (input: Uint8Array): DomainError => {
  try {
    checkPdf(input);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the PDF to be refused');
};

describe('PDF intake', () => {
  it('when a complete PDF arrives, then its bytes, size and sha256 come back', () => {
    const input = bytes(MINIMAL_PDF);
    const checked = checkPdf(input);
    const sha256 = createHash('sha256').update(input).digest('hex');
    expect(checked).toEqual({ bytes: input, size: input.length, sha256 });
    expect(pdfRefOf(checked)).toEqual({ key: sha256, size: input.length, sha256 });
  });

  it('when a PDF has bytes after %%EOF (a trailing newline or an incremental save), then it is accepted', () => {
    expect(checkPdf(bytes(`${MINIMAL_PDF}\r\n\r\n`)).size).toBe(MINIMAL_PDF.length + 4);
    expect(checkPdf(bytes(`%PDF-2.0\n${MINIMAL_PDF.slice(9)}`)).size).toBeGreaterThan(0);
  });

  it('when the PDF is exactly 25 MB, then it is accepted; one byte more is refused naming pdf', () => {
    expect(checkPdf(pdfOfSize(PUBLICATION_LIMITS.pdfBytes)).size).toBe(25 * 1024 * 1024);
    const error = refusal(pdfOfSize(PUBLICATION_LIMITS.pdfBytes + 1));
    expect(errorBody(error)).toEqual({
      error: 'validation-failed',
      error_msg: 'The PDF is larger than 25 MB',
      fields: [{ path: 'pdf', message: 'The PDF is larger than 25 MB' }],
    });
    expect(statusOf(error)).toBe(400);
  });

  it.each([
    ['an empty file', new Uint8Array(0), 'The PDF is empty'],
    [
      'a renamed Linux executable',
      new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      'This file is a Linux executable (ELF), not a PDF',
    ],
    [
      'a renamed Windows executable',
      bytes('MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode'),
      'This file is a Windows executable (MZ), not a PDF',
    ],
    ['a script', bytes('#!/bin/sh\necho %PDF-1.4\n%%EOF'), 'This file is a shell script, not a PDF'],
    ['a text file', bytes('hello, world\n%%EOF'), 'This file is not a PDF (it does not start with %PDF-)'],
    [
      'an HTML page',
      bytes('<html><script>alert(1)</script></html>'),
      'This file is not a PDF (it does not start with %PDF-)',
    ],
    [
      'a header with no version',
      bytes('%PDF-x\n%%EOF'),
      'This file is not a PDF (it does not start with %PDF-)',
    ],
    [
      'a PDF header after a preamble',
      bytes(`junk\n${MINIMAL_PDF}`),
      'This file is not a PDF (it does not start with %PDF-)',
    ],
    [
      'a truncated PDF',
      bytes(MINIMAL_PDF.slice(0, 120)),
      'The PDF is incomplete (no %%EOF at its end): upload it again',
    ],
    [
      '%%EOF followed by more than a kilobyte',
      bytes(`${MINIMAL_PDF}${'x'.repeat(2_000)}`),
      'The PDF is incomplete (no %%EOF at its end): upload it again',
    ],
  ])('when the upload is %s, then it is refused with a message naming pdf', (_kind, input, message) => {
    const error = refusal(input);
    expect(error.code).toBe('validation-failed');
    expect(error.message).toBe(message);
    expect(error.fields).toEqual([{ path: 'pdf', message }]);
  });
});
