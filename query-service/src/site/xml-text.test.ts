import { describe, expect, it } from '@jest/globals';
import { escapeXml } from './xml-text.js';

describe('text in XML documents', () => {
  it('when text holds markup, then it is escaped for XML (an apostrophe as &apos;)', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('when text holds characters XML 1.0 cannot carry, then each becomes U+FFFD and the rest stays', () => {
    expect(escapeXml('a\ufffeb\uffffc\u0000d\u000be\ud800f\udc00g')).toBe(
      'a\ufffdb\ufffdc\ufffdd\ufffde\ufffdf\ufffdg',
    );
  });

  it('when text holds what XML allows (tab, line breaks, pairs, other noncharacters), then it is kept', () => {
    const kept = 'tab\tline\nreturn\r💥\ufdd0\u{10ffff}é';
    expect(escapeXml(kept)).toBe(kept);
  });
});
