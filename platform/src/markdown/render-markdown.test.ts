import { describe, expect, it } from '@jest/globals';
import { isSafeHref, renderMarkdown } from './render-markdown.js';

describe('rendering Markdown', () => {
  it('when the body has headings, emphasis, lists, quotes and links, then they render as HTML', () => {
    expect(
      renderMarkdown(
        '# Title\n\nSome *em* and **strong** and ~~gone~~.\n\n1. one\n2. two\n\n> quoted\n\n[site](https://example.org)',
      ),
    ).toBe(
      [
        '<h1>Title</h1>',
        '<p>Some <em>em</em> and <strong>strong</strong> and <s>gone</s>.</p>',
        '<ol>\n<li>one</li>\n<li>two</li>\n</ol>',
        '<blockquote>\n<p>quoted</p>\n</blockquote>',
        '<p><a href="https://example.org" rel="noopener noreferrer nofollow">site</a></p>',
        '',
      ].join('\n'),
    );
  });

  it('when code is fenced with a language, then it keeps the language class and its text escaped', () => {
    expect(renderMarkdown('```ts\nconst a = "<b>" && 1;\n```')).toBe(
      '<pre><code class="language-ts">const a = "&lt;b&gt;" &amp;&amp; 1;\n</code></pre>\n',
    );
    expect(renderMarkdown('Use `a < b` here.')).toBe('<p>Use <code>a &lt; b</code> here.</p>\n');
  });

  it('when a table aligns columns, then alignment is a class, never a style attribute', () => {
    const html = renderMarkdown('| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |');
    expect(html).toContain('<th class="align-left">a</th>');
    expect(html).toContain('<td class="align-center">2</td>');
    expect(html).toContain('<td class="align-right">3</td>');
    expect(html).not.toContain('style');
  });

  it('when the body has $…$ math, then it renders as inline MathML with its TeX kept as annotation', () => {
    const html = renderMarkdown('Area is $\\pi r^2$.');
    expect(html).toMatch(
      /^<p>Area is <span class="katex"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">/,
    );
    expect(html).toContain('<mi>π</mi>');
    expect(html).toContain('<annotation encoding="application/x-tex">\\pi r^2</annotation>');
    expect(html).not.toContain('display="block"');
  });

  it('when the body has a $$ block on its own lines, or $$…$$ in a line, then it renders as display math', () => {
    const block = renderMarkdown('Before\n\n$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$\n\nAfter');
    expect(block).toContain(
      '<div class="math-block"><span class="katex"><math xmlns="http://www.w3.org/1998/Math/MathML" display="block">',
    );
    expect(block).toContain('<mfrac><mn>1</mn><mn>2</mn></mfrac>');
    expect(renderMarkdown('$$E = mc^2$$')).toContain('display="block"');
    expect(renderMarkdown('So $$a+b$$ inline.')).toContain('display="block"');
  });

  it('when dollars are prices, escaped, or spaced, then they stay text', () => {
    expect(renderMarkdown('It costs $5 and $6 today.')).toBe('<p>It costs $5 and $6 today.</p>\n');
    expect(renderMarkdown('A \\$ sign and $ spaced $.')).toBe('<p>A $ sign and $ spaced $.</p>\n');
    expect(renderMarkdown('Code `$x$` stays.')).toBe('<p>Code <code>$x$</code> stays.</p>\n');
  });

  it('when math does not parse, then its source shows as code and the rest still renders', () => {
    expect(renderMarkdown('Bad $\\frac{1$ but *fine*.')).toBe(
      '<p>Bad <code class="math-error">$\\frac{1$</code> but <em>fine</em>.</p>\n',
    );
  });

  it('when a macro is defined in one formula, then the next formula does not see it', () => {
    const html = renderMarkdown('$\\gdef\\foo{x}\\foo$ and $\\foo$');
    expect(html).toContain('<mi>x</mi>');
    expect(html).toContain('<code class="math-error">$\\foo$</code>');
  });

  it('when an image is written, then it shows as a link to it and nothing loads', () => {
    expect(renderMarkdown('![A chart](https://example.org/c.png)')).toBe(
      '<p><a href="https://example.org/c.png" rel="noopener noreferrer nofollow">A chart</a></p>\n',
    );
  });

  it('when raw HTML is written, then it shows as text', () => {
    expect(renderMarkdown('<b>bold</b> & <i>x</i>')).toBe(
      '<p>&lt;b&gt;bold&lt;/b&gt; &amp; &lt;i&gt;x&lt;/i&gt;</p>\n',
    );
  });

  it('when the body is 200,000 characters of paragraphs and math, then all of it renders, math included (bounded by the test timeout, not a timing)', () => {
    const paragraph = 'Some text with $x_i^2$ and **bold** words and a [link](https://example.org). ';
    const body = Array.from({ length: 2_500 }, (_, i) => `${paragraph}${i}`)
      .join('\n\n')
      .slice(0, 200_000);
    const html = renderMarkdown(body);
    expect(html.match(/<math /g)?.length).toBeGreaterThan(2_000);
    expect(html.endsWith('</p>\n')).toBe(true);
  });
});

describe('which links are kept', () => {
  it.each([
    ['https://example.org/a?b#c', true],
    ['http://example.org', true],
    ['mailto:ada@example.org', true],
    ['/journal/publications/1', true],
    ['../x', true],
    ['#section', true],
    ['?page=2', true],
    ['path/with:colon', true],
    ['javascript:alert(1)', false],
    [' JaVaScRiPt:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['java%09script:alert(1)', false],
    ['%6A%61vascript:alert(1)', false],
    ['data:text/html,x', false],
    ['vbscript:x', false],
    ['file:///etc/passwd', false],
    ['ftp://example.org', false],
  ])('when the link is %j, then it is kept: %s', (url, kept) => {
    expect(isSafeHref(url)).toBe(kept);
  });
});
