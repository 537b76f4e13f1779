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

export interface MultipartPart {
  /** The part's name (`Content-Disposition: form-data; name="…"`), or undefined without one. */
  name: string | undefined;
  content: Buffer;
}

/** Every part of a multipart/form-data body, in order. */
export const multipartParts = (body: Buffer, boundary: string): MultipartPart[] => {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    const next = body.indexOf(delimiter, start);
    if (next < 0) return parts;
    const part = body.subarray(start, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd >= 0) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(headers)?.[1];
      // The part's content ends before the CRLF that precedes the next delimiter.
      parts.push({ name, content: part.subarray(headerEnd + 4, part.length - 2) });
    }
    at = next;
  }
  return parts;
};

/** The one part named `image`; any other part, none or two are 400 naming the part. */
const theImagePart = (parts: MultipartPart[]): Buffer => {
  const other = parts.find((part) => part.name !== 'image');
  if (other) {
    const message = 'The form holds one part only, named "image"';
    throw new DomainError('validation-failed', message, [
      { path: other.name?.slice(0, 100) ?? '(body)', message },
    ]);
  }
  if (parts.length === 0) throw refuse('Send the image in a form field named "image"');
  if (parts.length > 1) throw refuse('Send one image: the form has more than one field named "image"');
  return parts[0]!.content;
};

/**
 * The uploaded bytes: the one `image` part of multipart/form-data (no other part), or the raw body
 * sent with an image content type. Anything else is 400 naming `image` (or the unexpected part). The bytes are checked by the image intake.
 */
export const uploadedImage = async (req: express.Request): Promise<Buffer> => {
  const contentType = req.get('content-type') ?? '';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) throw refuse('The multipart body has no boundary');
    return theImagePart(multipartParts(await readBody(req), boundary));
  }
  if (type.startsWith('image/')) return readBody(req);
  throw refuse('Send a JPEG, PNG or WebP image as multipart/form-data (field "image") or as the raw body');
};
