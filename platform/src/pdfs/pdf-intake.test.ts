import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { DomainError, PUBLICATION_LIMITS } from '@academy/domain';
import { errorBody, statusOf } from '../http/error-status.js';
import { HOSTILE_PDFS, MINIMAL_PDF, pdfOfSize } from '../testing/hostile-files.js';
import { checkPdf, pdfRefOf } from './pdf-intake.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

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

  it.each(HOSTILE_PDFS)(
    'when the upload is $kind, then it is refused with a message naming pdf',
    async ({ bytes, message }) => {
      const error = refusal(await bytes());
      expect(error.code).toBe('validation-failed');
      expect(error.message).toBe(message);
      expect(error.fields).toEqual([{ path: 'pdf', message }]);
    },
  );
});
