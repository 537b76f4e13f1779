import { expect } from '@jest/globals';
import { storedBlobs } from '../../../platform/src/testing/stored-blobs.js';
import { type commandSpec, type Expected, type Outcome, type SpecWorld } from './http-spec.js';
import { type Streams } from './streams.js';
import { type SpecAnswer } from './spec-client.js';

export {
  HOSTILE_IMAGES,
  HOSTILE_PDFS,
  MINIMAL_PDF,
  pdfOfSize,
  png,
  pngOfSize,
  type HostileFile,
} from '../../../platform/src/testing/hostile-files.js';

/** A part of a form: a text field, or a file with its name and declared type. */
export type FormPart =
  { name: string; value: string } | { name: string; file: Uint8Array; filename: string; type: string };

/** A multipart/form-data body as a browser builds it (FormData), with its Content-Type. */
export const formBody = async (
  parts: readonly FormPart[],
): Promise<{ body: Uint8Array; headers: Record<string, string> }> => {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([part.file], { type: part.type }), part.filename);
  }
  const response = new Response(form);
  return {
    body: new Uint8Array(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
};

/** The bytes a form of these parts takes, framing included. */
export const formLength = async (parts: readonly FormPart[]): Promise<number> =>
  (await formBody(parts)).body.length;

/**
 * After `given`, sends what `send` sends, checks the answer against `expected` (with no event
 * appended: the store's head unchanged) and proves the blob folder's files unchanged.
 */
export const answeredStoringNothing = async (
  spec: ReturnType<typeof commandSpec>,
  given: Streams,
  send: (req: SpecWorld) => Promise<SpecAnswer>,
  expected: Omit<Expected, 'appended'>,
): Promise<Outcome<Record<string, unknown>>> => {
  let before: string[] = [];
  const outcome = await spec
    .given(given)
    .when(async (req) => {
      before = await storedBlobs(req.dataDir);
      return send(req);
    })
    .then({ ...expected, appended: {} });
  expect(await storedBlobs(outcome.world.dataDir)).toEqual(before);
  return outcome;
};

/**
 * After `given`, sends what `send` sends and proves it refused with nothing stored: 400
 * `validation-failed` with the error table's body naming `field` (and `message` when given), no
 * event appended, the blob folder's files unchanged.
 */
export const refusedStoringNothing = (
  spec: ReturnType<typeof commandSpec>,
  given: Streams,
  send: (req: SpecWorld) => Promise<SpecAnswer>,
  field: string,
  message?: string,
): Promise<Outcome<Record<string, unknown>>> =>
  answeredStoringNothing(spec, given, send, {
    status: 400,
    body: {
      error: 'validation-failed',
      error_msg: expect.any(String),
      fields: [{ path: field, message: message ?? expect.any(String) }],
    },
  });

/** Every blob file of the spec's data folder (to prove an accepted upload was stored). */
export const blobFilesOf = (world: SpecWorld): Promise<string[]> => storedBlobs(world.dataDir);
