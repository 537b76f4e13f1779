import { createHash } from 'node:crypto';

/** A command's body as sent: built once, so a retry sends the very same bytes (multipart boundary too). */
export interface RequestBody {
  type: string;
  bytes: string | Uint8Array;
}

export const jsonBody = (value: unknown): RequestBody => ({
  type: 'application/json',
  bytes: JSON.stringify(value),
});

/** A small PDF of one empty page, made unique by `tag` (a comment): its own blob for each command. */
export const chaosPdf = (tag: string): { bytes: Uint8Array; sha256: string } => {
  const bytes = new TextEncoder().encode(
    [
      '%PDF-1.4',
      `% ${tag}`,
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
      'trailer << /Size 4 /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
};

/** multipart/form-data as the Journal's routes take it: the JSON in `data`, the PDF in `pdf`. */
export const pdfFormBody = async (data: unknown, pdf: Uint8Array): Promise<RequestBody> => {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('pdf', new Blob([pdf], { type: 'application/pdf' }), 'paper.pdf');
  const response = new Response(form);
  return { type: response.headers.get('content-type')!, bytes: new Uint8Array(await response.arrayBuffer()) };
};
