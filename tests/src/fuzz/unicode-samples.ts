/** Text no request may carry: the input gate refuses each, wherever it is. */
export const illFormedSamples: readonly string[] = [
  '\ud800', // a lone high surrogate
  'x\udfff', // a lone low surrogate
  '\udc00\ud800', // a reversed pair
  'a\u0000b', // NUL
  'bell\u0007', // a C0 control
  'csi\u009b', // a C1 control
  // Noncharacters, which XML cannot carry (the feed, OAI-PMH, the sitemap):
  'title\ufffe', // U+FFFE
  '\uffff', // U+FFFF
  'a\ufdd0b', // U+FDD0
  'plane\u{10ffff}', // U+10FFFF, a surrogate pair
];

/** Well-formed but unusual text: it may be refused (4xx) or kept, never a 5xx. */
export const oddSamples: readonly string[] = [
  'abc\u202edcba\u202c', // a bidi override
  '\u2066\u2067\u2068\u2069\u200e\u200f', // bidi isolates and marks
  'e' + '\u0301'.repeat(3_000), // a combining flood
  'Z\u0335\u0336\u0337\u0338'.repeat(200),
  '💥🧪👩🏽‍🔬', // pairs, a modifier, a joiner
  '\u2028line\u2029para', // Unicode line and paragraph separators
  'tab\tand\nline\r\nbreaks',
  '\ufeffbom',
  'ﷺ'.repeat(40), // one character, many when normalized
  '',
  ' ',
];

/** The product's text limits: strings one short of, at, and one over each. */
const LIMITS = [20, 40, 50, 100, 140, 200, 254, 300, 500, 3_000, 5_000];
export const limitSamples: readonly string[] = LIMITS.flatMap((n) =>
  [n - 1, n, n + 1].map((length) => 'x'.repeat(length)),
);

/**
 * A string's bytes as UTF-8, a lone surrogate written as its generalized UTF-8 three bytes
 * (ED A0 80 for U+D800), as a hostile client would send it: what no encoder of well-formed text
 * produces.
 */
export const wtf8 = (text: string): Buffer => {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      bytes.push(...Buffer.from(text.slice(i, i + 2), 'utf8'));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      bytes.push(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f));
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
};

/** Percent-encoding of those bytes (for paths and queries). */
export const percentEncode = (text: string): string =>
  [...wtf8(text)]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** Those bytes as a header value (Node sends a header's characters as Latin-1 bytes). */
export const headerBytes = (text: string): string => wtf8(text).toString('latin1');

/** Whether Node's HTTP client can send it in a header at all (no C0 control, DEL). */
export const sendableInHeader = (value: string): boolean => !/[^\t\x20-\x7e\x80-\xff]/.test(value);
