import { describe, expect, it } from '@jest/globals';
import { escapeHtml, renderHead } from './html-head.js';

const page =
  '<html><head><title>Academy</title><meta name="description" content="An academy"></head><body></body></html>';

describe('renderHead', () => {
  // Every replacement pattern String.replace knows: each must arrive as the text it is.
  const patterns = ['$$E=mc^2$$', '$&', "$'", '$`', '$1', '$<name>', 'cost: $5 & $$ or $'];

  it.each(patterns)('serves a title with %s as written', (text) => {
    const out = renderHead(page, { status: 200, title: text, tags: [] }, 'Academy');
    const escaped = escapeHtml(text);
    expect(out).toContain(`<title>${escaped}</title>`);
    expect(out.match(/<title>/g)).toHaveLength(1);
  });

  it.each(patterns)('serves a description and tags with %s as written', (text) => {
    const tag = `<meta name="citation_title" content="${text}">`;
    const out = renderHead(page, { status: 200, description: text, tags: [tag] }, 'Academy');
    const escaped = escapeHtml(text);
    expect(out).toContain(`<meta name="description" content="${escaped}">`);
    expect(out).toContain(`${tag}</head>`);
    expect(out.match(/<\/head>/g)).toHaveLength(1);
  });

  it('keeps the site name when a page has no title', () => {
    expect(renderHead(page, { status: 404, tags: [] }, 'Academy of Sciences')).toContain(
      '<title>Academy of Sciences</title>',
    );
  });
});
