/** The PDF limit (the server checks again, by the bytes). */
export const PDF_MAX_BYTES = 25 * 1024 * 1024;

/** Why a chosen file cannot be sent as the PDF, or null: its size, then its first bytes. */
export const pdfProblem = async (file: File): Promise<string | null> => {
  if (file.size === 0) return 'The PDF is empty';
  if (file.size > PDF_MAX_BYTES) return 'The PDF is larger than 25 MB';
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  const text = String.fromCharCode(...head);
  if (text !== '%PDF-') return 'This file is not a PDF';
  return null;
};
