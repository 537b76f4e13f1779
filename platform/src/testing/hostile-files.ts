import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { PUBLICATION_LIMITS } from '@academy/domain';
import { IMAGE_MAX_BYTES } from '../images/image-intake.js';

/**
 * Hostile files for the upload intakes (images, PDFs): shared by the intake suites and the HTTP
 * specs of the upload endpoints. Test support only (left out of the build).
 */
export interface HostileFile {
  /** What it is, for a test title. */
  kind: string;
  bytes: () => Promise<Uint8Array>;
  /** The refusal's message, where the intake's wording is the point. */
  message?: string;
}

const text = (value: string): Uint8Array => new TextEncoder().encode(value);

/** A square PNG of `size` pixels, red. */
export const png = (size: number): Promise<Buffer> =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

/** A PNG padded past its end to exactly `size` bytes (valid up to its IEND chunk). */
export const pngOfSize = async (size: number): Promise<Buffer> => {
  const whole = await png(64);
  return Buffer.concat([whole, Buffer.alloc(size - whole.length)]);
};

/** A PNG whose header declares 50,000 × 50,000 pixels (2.5 gigapixels) over a 64 × 64 body. */
const decompressionBomb = async (): Promise<Buffer> => {
  const bomb = Buffer.from(await png(64));
  bomb.writeUInt32BE(50_000, 16);
  bomb.writeUInt32BE(50_000, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
  return bomb;
};

/** Files the image intake refuses with 400 `validation-failed` naming `image`, storing nothing. */
export const HOSTILE_IMAGES: readonly HostileFile[] = [
  {
    kind: 'a polyglot (a PNG header, then HTML and script)',
    bytes: async () =>
      Buffer.concat([
        (await png(8)).subarray(0, 33), // signature and IHDR only
        Buffer.from('<html><script>alert(document.cookie)</script></html>'),
      ]),
  },
  {
    kind: 'a GIF/JavaScript polyglot',
    bytes: async () => text('GIF89a/*<svg onload=alert(1)>*/=1;alert(1)//'),
  },
  {
    kind: 'an SVG with a script',
    bytes: async () => text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  },
  {
    kind: 'a valid PNG header with a truncated body',
    bytes: async () => {
      const whole = await png(64);
      return whole.subarray(0, Math.floor(whole.length / 2));
    },
  },
  { kind: 'an empty file (0 bytes)', bytes: async () => new Uint8Array() },
  { kind: 'a decompression bomb (50,000 × 50,000 pixels declared)', bytes: decompressionBomb },
  { kind: 'a PNG of 5 MB and one byte', bytes: () => pngOfSize(IMAGE_MAX_BYTES + 1) },
  { kind: 'a text file named as an image', bytes: async () => text('just some text, named avatar.png') },
  { kind: 'a PDF named as an image', bytes: async () => text('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n') },
];

/** A small, complete PDF with one empty page. */
export const MINIMAL_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
  'xref',
  '0 4',
  '0000000000 65535 f ',
  '0000000009 00000 n ',
  '0000000058 00000 n ',
  '0000000115 00000 n ',
  'trailer << /Size 4 /Root 1 0 R >>',
  'startxref',
  '186',
  '%%EOF',
  '',
].join('\n');

/** A PDF of exactly `size` bytes: header, filler, trailer. */
export const pdfOfSize = (size: number): Uint8Array => {
  const head = text('%PDF-1.7\n');
  const tail = text('\nstartxref\n0\n%%EOF\n');
  const out = new Uint8Array(size).fill(0x20);
  out.set(head, 0);
  out.set(tail, size - tail.length);
  return out;
};

const notPdf = 'This file is not a PDF (it does not start with %PDF-)';
const incomplete = 'The PDF is incomplete (no %%EOF at its end): upload it again';

/** Files the PDF intake refuses with 400 `validation-failed` naming `pdf`, with its message. */
export const HOSTILE_PDFS: readonly HostileFile[] = [
  { kind: 'an empty file', bytes: async () => new Uint8Array(0), message: 'The PDF is empty' },
  {
    kind: 'a renamed Linux executable',
    bytes: async () => new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
    message: 'This file is a Linux executable (ELF), not a PDF',
  },
  {
    kind: 'a renamed Windows executable',
    bytes: async () => text('MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode'),
    message: 'This file is a Windows executable (MZ), not a PDF',
  },
  {
    kind: 'a script',
    bytes: async () => text('#!/bin/sh\necho %PDF-1.4\n%%EOF'),
    message: 'This file is a shell script, not a PDF',
  },
  { kind: 'a text file', bytes: async () => text('hello, world\n%%EOF'), message: notPdf },
  {
    kind: 'an HTML page',
    bytes: async () => text('<html><script>alert(1)</script></html>'),
    message: notPdf,
  },
  { kind: 'a PNG image named as a PDF', bytes: () => png(8), message: notPdf },
  { kind: 'a header with no version', bytes: async () => text('%PDF-x\n%%EOF'), message: notPdf },
  { kind: 'a PDF header after a preamble', bytes: async () => text(`junk\n${MINIMAL_PDF}`), message: notPdf },
  { kind: 'a truncated PDF', bytes: async () => text(MINIMAL_PDF.slice(0, 120)), message: incomplete },
  {
    kind: '%%EOF followed by more than a kilobyte',
    bytes: async () => text(`${MINIMAL_PDF}${'x'.repeat(2_000)}`),
    message: incomplete,
  },
  {
    kind: 'a PDF of 25 MB and one byte',
    bytes: async () => pdfOfSize(PUBLICATION_LIMITS.pdfBytes + 1),
    message: 'The PDF is larger than 25 MB',
  },
];
