import { describe, expect, it } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { IMAGE_MAX_BYTES } from '@academy/platform';
import { commandSpec } from '../../testing/http-spec.js';
import { member } from '../../testing/members.js';
import {
  blobFilesOf,
  formBody,
  HOSTILE_IMAGES,
  png,
  pngOfSize,
  refusedStoringNothing,
  type FormPart,
} from '../../testing/uploads.js';

const spec = commandSpec();
const path = '/rest/user/profile/image';

/** The image as a browser's form sends it: the part `image`, named and typed as given. */
const imagePart = (file: Uint8Array, filename = 'avatar.png', type = 'image/png'): FormPart => ({
  name: 'image',
  file,
  filename,
  type,
});

/** Posts the form as a member and proves it refused naming `field`, with nothing stored. */
const refused = async (parts: readonly FormPart[], message?: string, field = 'image') => {
  const ada = member();
  const { body, headers } = await formBody(parts);
  await refusedStoringNothing(
    spec,
    ada.streams,
    (req) => req.post(path, body, { as: ada.userID, headers }),
    field,
    message,
  );
};

describe('POST /rest/user/profile/image (multipart, as a browser sends it)', () => {
  it('when a PNG is uploaded, even named avatar.txt as text/plain, then it is judged by its bytes: 200, ProfileImageSet and its WebP stored', async () => {
    const ada = member();
    const { body, headers } = await formBody([imagePart(await png(40), 'avatar.txt', 'text/plain')]);
    const outcome = await spec
      .given(ada.streams)
      .when((req) => req.post(path, body, { as: ada.userID, headers }))
      .then({
        status: 200,
        body: { position: expect.any(Number), image: { width: 40, height: 40, contentType: 'image/webp' } },
        appended: {
          [userStreamId(ada.userID)]: [
            {
              type: 'ProfileImageSet',
              data: { userID: ada.userID, image: expect.objectContaining({ contentType: 'image/webp' }) },
            },
          ],
        },
      });
    const { key } = (outcome.recorded[0]!.data as { image: { key: string } }).image;
    expect(await blobFilesOf(outcome.world)).toContain(key);
  });

  it.each(HOSTILE_IMAGES)(
    'when $kind is uploaded, then 400 naming image and nothing is stored',
    async ({ bytes }) => {
      await refused([imagePart(await bytes())]);
    },
  );

  it.each([
    [
      'a PDF named avatar.png as image/png',
      '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n',
      'avatar.png',
      'image/png',
    ],
    [
      'HTML named avatar.jpg as image/jpeg',
      '<html><script>alert(1)</script></html>',
      'avatar.jpg',
      'image/jpeg',
    ],
    ['text named avatar.webp as image/webp', 'RIFF....WEBPnot really', 'avatar.webp', 'image/webp'],
  ])(
    'when %s is uploaded (its name and type do not match its bytes), then 400 naming image and nothing is stored',
    async (_kind, text, filename, type) => {
      await refused([imagePart(new TextEncoder().encode(text), filename, type)]);
    },
  );

  it('when a huge field (3 MB) comes beside a valid image, then 400 naming that field and nothing is stored', async () => {
    await refused(
      [imagePart(await png(8)), { name: 'note', value: 'x'.repeat(3 * 1024 * 1024) }],
      'The form holds one part only, named "image"',
      'note',
    );
  });

  it('when the form has no part at all, then 400 naming image and nothing is stored', async () => {
    await refused([], 'Send the image in a form field named "image"');
  });

  it('when the image comes in a part of another name, then 400 naming that part and nothing is stored', async () => {
    await refused(
      [{ name: 'avatar', file: await png(8), filename: 'avatar.png', type: 'image/png' }],
      'The form holds one part only, named "image"',
      'avatar',
    );
  });

  it('when the form has two parts named image, then 400 naming image and nothing is stored', async () => {
    await refused(
      [imagePart(await png(8)), imagePart(await png(9), 'other.png')],
      'Send one image: the form has more than one field named "image"',
    );
  });

  it('when the raw body is an image one byte over 5 MB, then 400 naming image and nothing is stored', async () => {
    const ada = member();
    const bytes = new Uint8Array(await pngOfSize(IMAGE_MAX_BYTES + 1));
    await refusedStoringNothing(
      spec,
      ada.streams,
      (req) => req.post(path, bytes, { as: ada.userID, headers: { 'content-type': 'image/png' } }),
      'image',
      'The image is larger than 5 MB',
    );
  });

  it('when a multipart body has no boundary, then 400 naming (body) and nothing is stored', async () => {
    const ada = member();
    const bytes = new Uint8Array(await png(8));
    await refusedStoringNothing(
      spec,
      ada.streams,
      (req) =>
        req.post(path, bytes, {
          as: ada.userID,
          headers: { 'content-type': 'multipart/form-data' },
        }),
      '(body)',
      'The multipart body has no boundary',
    );
  });
});
