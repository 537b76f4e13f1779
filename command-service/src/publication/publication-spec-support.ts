import { type NewEvent, type SubmitPublicationInput } from '@academy/domain';

/** A small valid PDF: `%PDF-1.7` … `%%EOF`. */
export const tinyPdf = (text = 'A tiny PDF'): Uint8Array =>
  new TextEncoder().encode(`%PDF-1.7\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);

/** A body for `POST /rest/journal/publications` by this submitter. */
export const submission = (userID: string, overrides: Partial<SubmitPublicationInput> = {}) => ({
  title: 'On the Shape of Small Things',
  abstract: 'We look at small things and find them shaped.',
  authors: [{ name: 'Ada Lovelace', userID }, { name: 'Charles Babbage' }],
  keywords: ['mathematics', 'engines'],
  body: 'Small things have **shape**, as $x^2 + y^2 = r^2$ shows.',
  licence: 'CC-BY-4.0',
  ...overrides,
});

/** A multipart body: the JSON in `data`, the file (if any) in `pdf`; with its Content-Type. */
export const multipart = async (
  data: unknown,
  pdf?: Uint8Array,
  filename = 'paper.pdf',
): Promise<{ body: Uint8Array; headers: Record<string, string> }> => {
  const form = new FormData();
  form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  if (pdf) form.append('pdf', new Blob([pdf], { type: 'application/pdf' }), filename);
  const response = new Response(form);
  return {
    body: new Uint8Array(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
};

/** `publication-{pubNum}` as submitted by `userID` (version 1), for `given`. */
export const submittedBy = (userID: string, pubNum = 1): NewEvent => {
  const { authors, ...content } = submission(userID);
  return {
    type: 'PublicationSubmitted',
    data: {
      pubNum,
      version: 1,
      ...content,
      pdf: null,
      publishDate: 1_772_712_000,
      personal: { authors },
      submittedBy: userID,
    },
  };
};

export const numberReserved = (pubNum: number, by: string): NewEvent => ({
  type: 'PublicationNumberReserved',
  data: { pubNum, submissionId: `given-${pubNum}`, by },
});
