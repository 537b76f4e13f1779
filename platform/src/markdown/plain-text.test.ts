import { describe, expect, it } from '@jest/globals';
import { markdownToPlainText, plainTextExcerpt } from './plain-text.js';

describe('plain text of a Markdown body', () => {
  it('when the body has markup, links, code and math, then only the words remain, math as its source', () => {
    const text = markdownToPlainText(
      '# Results\n\nWe *found* that [the sum](https://example.org) is $\\sum_i x_i$.\n\n```\ncode line\n```\n\n$$\nE = mc^2\n$$\n\n- one\n- two',
    );
    expect(text).toBe('Results\nWe found that the sum is \\sum_i x_i.\ncode line\nE = mc^2\none\ntwo');
  });

  it('when the body holds raw HTML, then it stays as text (for a search document, rendered as text)', () => {
    expect(markdownToPlainText('Hi <img src=x onerror=alert(1)> there')).toBe(
      'Hi <img src=x onerror=alert(1)> there',
    );
  });

  it('when an excerpt is asked of a long body, then it is one line, cut between words, ending with …', () => {
    const body = `# Title\n\n${'word '.repeat(100)}`;
    const excerpt = plainTextExcerpt(body, 50);
    expect(excerpt).toBe(`Title ${'word '.repeat(8).trim()}…`);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(plainTextExcerpt('Short *body*.', 50)).toBe('Short body.');
  });

  it('when a single word is longer than the excerpt, then it is cut inside the word', () => {
    expect(plainTextExcerpt('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
