import { describe, expect, it } from '@jest/globals';
import { type commandSpec } from './http-spec.js';
import { type Streams } from './streams.js';
import { member, type SpecMember } from './members.js';
import {
  blobFilesOf,
  formBody,
  HOSTILE_PDFS,
  MINIMAL_PDF,
  refusedStoringNothing,
  type FormPart,
} from './uploads.js';

/** An endpoint that takes a publication as multipart: the JSON in `data`, the PDF in `pdf`. */
export interface PdfUploadEndpoint {
  path: string;
  /** The streams before (the author, and their publication for a revision). */
  given: (author: SpecMember) => Streams;
  /** The JSON the part `data` holds, valid. */
  data: (author: SpecMember) => Record<string, unknown>;
}

const pdfPart = (file: Uint8Array, filename = 'paper.pdf', type = 'application/pdf'): FormPart => ({
  name: 'pdf',
  file,
  filename,
  type,
});

/**
 * The hostile multipart uploads of a publication endpoint, as a browser sends them: each is a 400
 * `validation-failed` naming the field, with no event appended and the blob folder unchanged.
 */
export const hostilePdfUploadSpecs = (spec: ReturnType<typeof commandSpec>, endpoint: PdfUploadEndpoint) => {
  /** Posts the form built from the author's valid data and proves it refused naming `field`. */
  const refused = async (parts: (data: FormPart) => readonly FormPart[], field: string, message?: string) => {
    const ada = member({ membershipTier: 'member' });
    const { body, headers } = await formBody(
      parts({ name: 'data', value: JSON.stringify(endpoint.data(ada)) }),
    );
    await refusedStoringNothing(
      spec,
      endpoint.given(ada),
      (req) => req.post(endpoint.path, body, { as: ada.userID, headers }),
      field,
      message,
    );
  };

  describe(`POST ${endpoint.path}, hostile uploads (multipart, as a browser sends it)`, () => {
    it('when a PDF is named paper.txt as text/plain, then it is judged by its bytes: 201 and stored', async () => {
      const ada = member({ membershipTier: 'member' });
      const pdf = new TextEncoder().encode(MINIMAL_PDF);
      const { body, headers } = await formBody([
        { name: 'data', value: JSON.stringify(endpoint.data(ada)) },
        pdfPart(pdf, 'paper.txt', 'text/plain'),
      ]);
      const outcome = await spec
        .given(endpoint.given(ada))
        .when((req) => req.post(endpoint.path, body, { as: ada.userID, headers }))
        .then({ status: 201 });
      const version = outcome.recorded.find((e) => /^Publication(Submitted|Revised)$/.test(e.type))!;
      const { key } = (version.data as { pdf: { key: string } }).pdf;
      expect(await blobFilesOf(outcome.world)).toContain(key);
    });

    it.each(HOSTILE_PDFS)(
      'when $kind is uploaded as paper.pdf (application/pdf), then 400 naming pdf and nothing is stored',
      async ({ bytes, message }) => {
        const file = await bytes();
        await refused((data) => [data, pdfPart(file)], 'pdf', message);
      },
    );

    it.each([
      ['a NUL', '\u0000'],
      ['a lone surrogate', '\ud800'],
      ['a reversed surrogate pair', '\udc00\ud800'],
    ])(
      'when the title in the part data holds %s, then 400 naming data.title and nothing is stored',
      async (_kind, bad) => {
        const pdf = new TextEncoder().encode(MINIMAL_PDF);
        await refused(
          (data) => [
            {
              name: 'data',
              value: JSON.stringify({
                ...JSON.parse((data as { value: string }).value),
                title: `A ${bad} B`,
              }),
            },
            pdfPart(pdf),
          ],
          'data.title',
        );
      },
    );

    it('when the form has no part data (the PDF alone), then 400 naming data and nothing is stored', async () => {
      const pdf = new TextEncoder().encode(MINIMAL_PDF);
      await refused(() => [pdfPart(pdf)], 'data', 'The part data holds the publication as JSON');
    });

    it('when the part pdf is a text field, not a file, then 400 naming pdf and nothing is stored', async () => {
      await refused((data) => [data, { name: 'pdf', value: MINIMAL_PDF }], 'pdf', 'The part pdf is a file');
    });

    it('when the form has two parts pdf, then 400 naming pdf and nothing is stored', async () => {
      const pdf = new TextEncoder().encode(MINIMAL_PDF);
      await refused(
        (data) => [data, pdfPart(pdf), pdfPart(pdf, 'again.pdf')],
        'pdf',
        'Send one part pdf: the form has 2',
      );
    });

    it('when the form has two parts data, then 400 naming data and nothing is stored', async () => {
      await refused((data) => [data, data], 'data', 'Send one part data: the form has 2');
    });

    it('when a huge field (3 MB) comes beside data and pdf, then 400 naming that field and nothing is stored', async () => {
      const pdf = new TextEncoder().encode(MINIMAL_PDF);
      await refused(
        (data) => [data, pdfPart(pdf), { name: 'notes', value: 'x'.repeat(3 * 1024 * 1024) }],
        'notes',
        'The form holds the parts data and pdf only',
      );
    });

    it('when the part data is over 2 MB (a 3 MB body), then 400 naming data and nothing is stored', async () => {
      const ada = member({ membershipTier: 'member' });
      const huge = JSON.stringify({ ...endpoint.data(ada), body: 'x'.repeat(3 * 1024 * 1024) });
      const pdf = new TextEncoder().encode(MINIMAL_PDF);
      const { body, headers } = await formBody([{ name: 'data', value: huge }, pdfPart(pdf)]);
      await refusedStoringNothing(
        spec,
        endpoint.given(ada),
        (req) => req.post(endpoint.path, body, { as: ada.userID, headers }),
        'data',
        'The part data is larger than 2 MB',
      );
    });

    it('when the part data holds a 1 MB body (over its 200,000 characters), then 400 naming body and nothing is stored', async () => {
      const ada = member({ membershipTier: 'member' });
      const huge = JSON.stringify({ ...endpoint.data(ada), body: 'x'.repeat(1024 * 1024) });
      const pdf = new TextEncoder().encode(MINIMAL_PDF);
      const { body, headers } = await formBody([{ name: 'data', value: huge }, pdfPart(pdf)]);
      await refusedStoringNothing(
        spec,
        endpoint.given(ada),
        (req) => req.post(endpoint.path, body, { as: ada.userID, headers }),
        'body',
      );
    });

    it('when a multipart body has no boundary, then 400 naming (body) and nothing is stored', async () => {
      const ada = member({ membershipTier: 'member' });
      const { body } = await formBody([{ name: 'data', value: JSON.stringify(endpoint.data(ada)) }]);
      await refusedStoringNothing(
        spec,
        endpoint.given(ada),
        (req) =>
          req.post(endpoint.path, body, {
            as: ada.userID,
            headers: { 'content-type': 'multipart/form-data' },
          }),
        '(body)',
      );
    });
  });
};
