import { describe, expect, it } from '@jest/globals';
import { storedBlobs } from '../../../platform/src/testing/stored-blobs.js';
import { type commandSpec } from './http-spec.js';
import { type Streams } from './streams.js';
import { member, type SpecMember } from './members.js';
import { abortedPost, BOUNDARY, CLOSE, namedPart, rawPart, rawPost } from './raw-upload.js';
import { answeredStoringNothing, refusedStoringNothing } from './uploads.js';

/** An upload endpoint, as the hostile multipart specs send to it. */
export interface MultipartEndpoint {
  path: string;
  /** The streams before (the author's, and their publication for a revision). */
  given: (author: SpecMember) => Streams;
  /** The valid text parts of its form, written out (none for an image). */
  textParts: (author: SpecMember) => Buffer;
  /** The file part's name, a valid file for it, and what it says over its limit. */
  file: { part: string; bytes: () => Promise<Uint8Array>; maxBytes: number; tooLarge: string };
  /** What a part of another name is told. */
  unknownPart: string;
}

const times = (count: number, chunk: Buffer): Buffer =>
  Buffer.concat(Array.from({ length: count }, () => chunk));

/**
 * Hostile multipart bodies written byte by byte (not as a browser would): each is refused with
 * 400 `validation-failed` naming the part or `(body)`, while the body streams in, with nothing
 * appended and no file left behind, staged or stored.
 */
export const hostileMultipartSpecs = (spec: ReturnType<typeof commandSpec>, endpoint: MultipartEndpoint) => {
  const { file } = endpoint;
  /** Posts `body(author)` as written and proves it refused naming `field`. */
  const refused = async (body: (author: SpecMember) => Promise<Buffer>, field: string, message?: string) => {
    const ada = member({ membershipTier: 'member' });
    const bytes = await body(ada);
    await refusedStoringNothing(
      spec,
      endpoint.given(ada),
      (req) => rawPost(req, { path: endpoint.path, as: ada.userID, body: bytes }),
      field,
      message,
    );
  };
  const fileOf = async () => namedPart(file.part, await file.bytes(), 'upload.bin');

  describe(`POST ${endpoint.path}, hostile multipart bodies (written byte by byte)`, () => {
    it('when the body stops before its closing boundary (truncated), then 400 naming (body) and nothing is kept', async () => {
      await refused(
        async (ada) => Buffer.concat([endpoint.textParts(ada), (await fileOf()).subarray(0, 200)]),
        '(body)',
        'The multipart body is incomplete or malformed',
      );
    });

    it('when the form has 5,000 parts without a name, then 400 naming (body) once the limit is passed', async () => {
      await refused(
        async (ada) =>
          Buffer.concat([endpoint.textParts(ada), times(5_000, rawPart('X-Nothing: here', 'x')), CLOSE]),
        '(body)',
        'The form has more than 10 parts',
      );
    });

    it('when the form has 5,000 parts of an unknown name, then 400 naming that part at the first', async () => {
      await refused(
        async (ada) => Buffer.concat([endpoint.textParts(ada), times(5_000, namedPart('x', 'y')), CLOSE]),
        'x',
        endpoint.unknownPart,
      );
    });

    it("when a part's headers are 20 KB, then 400 naming (body) and nothing is kept", async () => {
      const huge = `Content-Disposition: form-data; name="${file.part}"; filename="a.bin"\r\nX-Padding: ${'p'.repeat(20_000)}`;
      await refused(
        async (ada) => Buffer.concat([endpoint.textParts(ada), rawPart(huge, await file.bytes()), CLOSE]),
        '(body)',
        "A part's headers are malformed or larger than 16 KB",
      );
    });

    it.each([
      ['a NUL', `${file.part}\u0000`],
      ['a lone surrogate (its UTF-8-like bytes)', `${file.part}\u00ed\u00a0\u0080`],
      ['invalid UTF-8', `${file.part}\u00ff`],
    ])('when a part name holds %s, then 400 naming (body) and nothing is kept', async (_kind, name) => {
      await refused(
        async (ada) =>
          Buffer.concat([endpoint.textParts(ada), namedPart(name, await file.bytes(), 'a.bin'), CLOSE]),
        '(body)',
      );
    });

    it.each([
      ['a NUL (a malformed header)', 'a\u0000.bin', '(body)'],
      ['invalid UTF-8', 'a\u00ff.bin', file.part],
      ['a lone surrogate (its UTF-8-like bytes)', 'a\u00ed\u00b0\u0080.bin', file.part],
    ])(
      'when the file name holds %s, then 400 naming the part or (body) and nothing is kept',
      async (_kind, filename, field) => {
        await refused(
          async (ada) =>
            Buffer.concat([
              endpoint.textParts(ada),
              namedPart(file.part, await file.bytes(), filename),
              CLOSE,
            ]),
          field,
        );
      },
    );

    it('when the file goes over its limit, then 400 naming it is answered while the body still streams in, and nothing is kept', async () => {
      const ada = member({ membershipTier: 'member' });
      const head = Buffer.concat([
        endpoint.textParts(ada),
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.part}"; filename="big.bin"\r\n\r\n`,
        ),
        Buffer.from(await file.bytes()),
      ]);
      // The body never ends: an answer can only come from a parser that answers mid-stream.
      await answeredStoringNothing(
        spec,
        endpoint.given(ada),
        (req) =>
          rawPost(req, {
            path: endpoint.path,
            as: ada.userID,
            body: head,
            endless: Buffer.alloc(64 * 1024, 0x20),
          }),
        {
          status: 400,
          body: {
            error: 'validation-failed',
            error_msg: file.tooLarge,
            fields: [{ path: file.part, message: file.tooLarge }],
          },
        },
      );
    });

    it('when the client goes away mid-upload, then the staged file is removed and nothing is appended', async () => {
      const ada = member({ membershipTier: 'member' });
      await answeredStoringNothing(
        spec,
        endpoint.given(ada),
        async (req) => {
          const body = Buffer.concat([endpoint.textParts(ada), await fileOf()]).subarray(0, -2);
          const staged = async () =>
            (await storedBlobs(req.dataDir)).some((name) => name.endsWith('.upload'));
          const post = { path: endpoint.path, as: ada.userID, body, declared: body.length + 1_000_000 };
          expect(await abortedPost(req, post, staged)).toBe(true);
          for (let i = 0; i < 500 && (await staged()); i++) await new Promise((r) => setTimeout(r, 20));
          return { status: 0, headers: new Headers(), text: '', body: {}, setCookies: new Map() };
        },
        {},
      );
    });
  });
};
