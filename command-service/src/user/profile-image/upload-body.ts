import { DomainError } from '@academy/domain';
import type express from 'express';

/** More than this is not read at all (the image itself may be at most 5 MB; the check names it). */
export const UPLOAD_READ_LIMIT = 8 * 1024 * 1024;

const refuse = (message: string): DomainError =>
  new DomainError('validation-failed', message, [{ path: 'image', message }]);

/** Reads the request body, refusing (400 naming `image`) one larger than the read limit. */
const readBody = (req: express.Request): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const declared = Number(req.get('content-length') ?? 0);
    if (declared > UPLOAD_READ_LIMIT) {
      req.resume();
      reject(refuse('The image is larger than 5 MB'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > UPLOAD_READ_LIMIT) {
        refused = true;
        return;
      }
      if (!refused) chunks.push(chunk);
    });
    req.on('end', () =>
      refused ? reject(refuse('The image is larger than 5 MB')) : resolve(Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });

/** The parts named `name` of a multipart/form-data body, in their order. */
export const multipartParts = (body: Buffer, boundary: string, name: string): Buffer[] => {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    const next = body.indexOf(delimiter, start);
    if (next < 0) return parts;
    const part = body.subarray(start, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd >= 0) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const named = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(headers)?.[1];
      // The part's content ends before the CRLF that precedes the next delimiter.
      if (named === name) parts.push(part.subarray(headerEnd + 4, part.length - 2));
    }
    at = next;
  }
  return parts;
};

/**
 * The uploaded bytes: the one `image` part of multipart/form-data, or the raw body sent with an image
 * content type. Anything else is 400 naming `image`. The bytes are checked by the image intake.
 */
export const uploadedImage = async (req: express.Request): Promise<Buffer> => {
  const contentType = req.get('content-type') ?? '';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) throw refuse('The multipart body has no boundary');
    const parts = multipartParts(await readBody(req), boundary, 'image');
    if (parts.length === 0) throw refuse('Send the image in a form field named "image"');
    if (parts.length > 1) throw refuse('Send one image: the form has more than one field named "image"');
    return parts[0]!;
  }
  if (type.startsWith('image/')) return readBody(req);
  throw refuse('Send a JPEG, PNG or WebP image as multipart/form-data (field "image") or as the raw body');
};
