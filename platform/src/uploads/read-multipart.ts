import { rm } from 'node:fs/promises';
import { type Readable } from 'node:stream';
import busboy, { type Busboy } from 'busboy';
import type express from 'express';
import { type BlobStore } from '../blobs/blob-store.js';
import { findIllFormedText, illFormedReason } from '../http/ill-formed-text.js';
import { stageFile } from './staged-file.js';
import { refusePart, type PartRule, type UploadedFile, type UploadForm } from './upload-form.js';
import { UPLOAD_LIMITS } from './upload-limits.js';

const BODY = '(body)';
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** busboy hands text over byte for byte (latin1): decoded here as UTF-8, refusing invalid bytes. */
const utf8 = (latin1: string): string | undefined => {
  if ([...latin1].some((c) => c.charCodeAt(0) > 0xff)) return latin1; // decoded already (name*=)
  try {
    return strictUtf8.decode(Buffer.from(latin1, 'latin1'));
  } catch {
    return undefined;
  }
};

/** A part's name, checked: well formed, not too long, one of the form's. */
const partNamed = (form: UploadForm, raw: string | undefined): { name: string; rule: PartRule } => {
  if (raw === undefined) throw refusePart(BODY, 'Every part of the form needs a name');
  const name = utf8(raw);
  if (name === undefined) throw refusePart(BODY, 'Part names must be UTF-8');
  const reason = illFormedReason(name);
  if (reason) throw refusePart(BODY, `Part names ${reason}`);
  const shown = name.length > UPLOAD_LIMITS.nameLength ? `${name.slice(0, UPLOAD_LIMITS.nameLength)}…` : name;
  const rule = Object.hasOwn(form.parts, name) ? form.parts[name] : undefined;
  if (!rule) throw refusePart(shown, form.unknownPart);
  return { name, rule };
};

const kindRefusal = (name: string, rule: PartRule) =>
  refusePart(
    name,
    rule.kind === 'file' ? `The part ${name} is a file` : `The part ${name} is text, not a file`,
  );

/**
 * Reads a multipart/form-data body as it streams in: each file part to a staged file (hashed,
 * measured), each text part (well-formed UTF-8, checked like any input) into `fields`. The first
 * breach of the form or of a limit stops the reading: every file staged so far is removed and a
 * 400 `validation-failed` names the part (or `(body)`). So does a truncated body or a client gone.
 */
export const readMultipart = (
  req: express.Request,
  blobs: BlobStore,
  form: UploadForm,
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> =>
  new Promise((resolve, reject) => {
    let parser: Busboy;
    const texts = Object.values(form.parts).filter((r) => r.kind === 'text');
    try {
      parser = busboy({
        headers: req.headers,
        defCharset: 'latin1',
        defParamCharset: 'latin1',
        limits: {
          parts: UPLOAD_LIMITS.parts + 1, // busboy's limit is reached with the last part it allows
          fieldNameSize: UPLOAD_LIMITS.nameLength,
          fieldSize: Math.max(0, ...texts.map((r) => r.maxBytes)) + 1,
        },
      });
    } catch {
      reject(refusePart(BODY, 'The multipart body has no boundary'));
      return;
    }
    const fields: Record<string, unknown> = {};
    const files: UploadedFile[] = [];
    const staging: Promise<unknown>[] = [];
    const paths: string[] = [];
    const seen = new Set<string>();
    let failed: unknown;
    let settled = false;

    const settle = async () => {
      if (settled) return;
      settled = true;
      await Promise.allSettled(staging);
      if (failed === undefined) return resolve({ fields, files });
      await Promise.all(paths.map((path) => rm(path, { force: true })));
      reject(failed);
    };
    const fail = (error: unknown) => {
      if (failed !== undefined) return;
      failed = error;
      req.unpipe(parser);
      parser.destroy();
      req.resume(); // the rest is read and dropped, so the client hears the answer
      void settle();
    };
    const once = (name: string) => {
      if (seen.has(name))
        throw refusePart(name, form.twice?.(name) ?? `Send one part ${name}: the form has 2`);
      seen.add(name);
    };

    parser.on('file', (raw: string | undefined, stream: Readable, info: { filename?: string }) => {
      // Destroyed with the parser (a refusal elsewhere), it may fail before it is piped anywhere.
      stream.on('error', () => undefined);
      if (failed !== undefined) return void stream.resume();
      try {
        const { name, rule } = partNamed(form, raw);
        if (rule.kind !== 'file') throw kindRefusal(name, rule);
        once(name);
        const filename = utf8(info.filename ?? '');
        if (
          filename === undefined ||
          illFormedReason(filename) ||
          filename.length > UPLOAD_LIMITS.filenameLength
        )
          throw refusePart(name, 'The file name must be well-formed text of at most 255 characters');
        staging.push(
          blobs
            .stagingPath()
            .then(async (path) => {
              paths.push(path);
              const tooLarge = () => fail(refusePart(name, rule.tooLarge));
              files.push({
                field: name,
                filename,
                ...(await stageFile(stream, path, rule.maxBytes, tooLarge)),
              });
            })
            .catch((error: unknown) => {
              stream.resume();
              // The disk's refusal (full, no access) is the server's; anything else, the body's.
              fail(diskError(error) ? error : refusePart(BODY, 'The upload stopped before its end'));
            }),
        );
      } catch (error) {
        stream.resume();
        fail(error);
      }
    });
    parser.on('field', (raw: string | undefined, value: string, info: { valueTruncated: boolean }) => {
      if (failed !== undefined) return;
      try {
        const { name, rule } = partNamed(form, raw);
        if (rule.kind !== 'text') throw kindRefusal(name, rule);
        once(name);
        if (info.valueTruncated || value.length > rule.maxBytes)
          throw refusePart(name, `The part ${name} is larger than ${rule.maxBytes / (1024 * 1024)} MB`);
        const text = utf8(value);
        if (text === undefined) throw refusePart(name, `The part ${name} must be UTF-8 text`);
        const parsed = rule.json ? parseJson(name, text) : text;
        const found = findIllFormedText(parsed, name);
        if (found) throw refusePart(found.path, `${found.path} ${found.message}`);
        fields[name] = parsed;
      } catch (error) {
        fail(error);
      }
    });
    parser.on('partsLimit', () =>
      fail(refusePart(BODY, `The form has more than ${UPLOAD_LIMITS.parts} parts`)),
    );
    parser.on('error', (error: Error) =>
      fail(
        refusePart(
          BODY,
          /header/i.test(error.message)
            ? "A part's headers are malformed or larger than 16 KB"
            : 'The multipart body is incomplete or malformed',
        ),
      ),
    );
    parser.on('close', () => void settle());
    req.on('close', () => {
      if (!req.complete) fail(refusePart(BODY, 'The upload stopped before its end'));
    });
    req.pipe(parser);
  });

const diskError = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) && code !== 'ECONNRESET';
};

const parseJson = (name: string, text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw refusePart(name, `The part ${name} is not JSON`);
  }
};
