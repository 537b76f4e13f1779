import { describe, expect, it } from '@jest/globals';
import { LINK_REL, renderMarkdown, sanitizeHtml as sanitize } from '@academy/platform';
import { elementsOf, problemsIn } from '../support/inert-html.js';
import { HTML_PAYLOADS, labelled, MARKDOWN_PAYLOADS } from '../support/xss-payloads.js';

describe('the inertness check itself', () => {
  it('when HTML holds a handler, a script, a javascript: link or a style, then the check names each', () => {
    expect(
      problemsIn(
        '<img src=x onerror=alert(1)><script></script><a href="javascript:alert(1)">x</a><b style="x">y</b>',
      ),
    ).toEqual(
      expect.arrayContaining([
        'element <img>',
        '<img onerror="alert(1)">',
        'element <script>',
        'link to javascript:alert(1)',
        'element <b>',
      ]),
    );
  });
});

describe('XSS sweep: Markdown', () => {
  it.each(MARKDOWN_PAYLOADS.map(labelled))(
    'when the body holds %s, then the rendered HTML is inert',
    (_label, payload) => {
      for (const source of [
        payload,
        `Before ${payload} after`,
        `- item\n\n  > ${payload}`,
        `| a |\n|---|\n| ${payload} |`,
      ]) {
        expect(problemsIn(renderMarkdown(source))).toEqual([]);
      }
    },
  );

  it('when every payload sits in one body, then the page is inert and no attribute holds a script or data URL', () => {
    const html = renderMarkdown(MARKDOWN_PAYLOADS.join('\n\n'));
    expect(problemsIn(html)).toEqual([]);
    const values = elementsOf(html).flatMap((e) => e.attrs.map((a) => `${a.name}=${a.value}`));
    const decoded = values.map((v) => decodeURIComponent(v).replace(/\s/g, ''));
    expect(decoded.filter((v) => /(script|data):/i.test(v))).toEqual([]);
  });

  it('when math tries \\href, \\url or \\htmlData, then KaTeX leaves the command unrendered and no link exists', () => {
    const html = renderMarkdown(
      '$\\href{javascript:alert(1)}{x}$ $\\url{https://evil.example}$ $\\htmlData{a=b}{x}$',
    );
    const elements = elementsOf(html);
    const linking = elements.filter(
      (e) => e.tag === 'a' || e.attrs.some((a) => a.name === 'href' || a.name.startsWith('data-')),
    );
    expect(linking).toEqual([]);
    expect(elements.filter((e) => e.tag === 'mtext').map((e) => e.text)).toEqual([
      '\\href',
      '\\url',
      '\\htmlData',
    ]);
  });
});

describe('XSS sweep: raw HTML through the sanitizer', () => {
  it.each(HTML_PAYLOADS.map(labelled))(
    'when the HTML is %s, then what is left is inert',
    (_label, payload) => {
      expect(problemsIn(sanitize(payload))).toEqual([]);
    },
  );

  it('when text sits inside dropped elements, then script and style text go with them', () => {
    const out = sanitize(
      '<p>keep</p><script>alert(1)</script><style>p{}</style><template><b>t</b></template>',
    );
    expect(out).toBe('<p>keep</p>');
  });

  it('when a safe link is sanitized, then it keeps its address and gets rel="noopener noreferrer nofollow"', () => {
    expect(sanitize('<a href="https://example.org/a?b=1&amp;c=2" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitize('<a href="mailto:ada@example.org">m</a><a href="/journal">j</a><a href="#s">s</a>')).toBe(
      `<a href="mailto:ada@example.org" rel="${LINK_REL}">m</a><a href="/journal" rel="${LINK_REL}">j</a><a href="#s" rel="${LINK_REL}">s</a>`,
    );
  });
});
