import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

/** An element as a browser's parser builds it from the HTML (HTML5 rules, MathML, SVG). */
export interface ParsedElement {
  tag: string;
  attrs: { name: string; value: string }[];
  text: string;
}

type Node = DefaultTreeAdapterMap['childNode'];

const childrenOf = (node: Node): Node[] => {
  const withContent = node as { childNodes?: Node[]; content?: { childNodes: Node[] } };
  return [...(withContent.childNodes ?? []), ...(withContent.content?.childNodes ?? [])];
};

const textOf = (node: Node): string =>
  node.nodeName === '#text' ? (node as { value: string }).value : childrenOf(node).map(textOf).join('');

/** Every element of `html`, parsed as the page's innerHTML parses it (parse5: the HTML5 algorithm). */
export const elementsOf = (html: string): ParsedElement[] => {
  const out: ParsedElement[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if ('tagName' in node) {
        const attrs = node.attrs.map((a) => ({
          name: a.prefix ? `${a.prefix}:${a.name}` : a.name,
          value: a.value,
        }));
        out.push({ tag: node.tagName, attrs, text: textOf(node) });
      }
      walk(childrenOf(node));
    }
  };
  walk(parseFragment(html).childNodes);
  return out;
};

/** Elements a rendered publication may hold (HTML and KaTeX's MathML). */
const ALLOWED = new Set(
  (
    'p br hr h1 h2 h3 h4 h5 h6 blockquote ul ol li pre code em strong s del sub sup a table thead tbody tr th td span div ' +
    'math semantics annotation mrow mi mn mo ms mtext mspace msup msub msubsup mfrac msqrt mroot mstyle merror ' +
    'mpadded mphantom mtable mtr mtd mlabeledtr mover munder munderover menclose'
  ).split(' '),
);
const FORBIDDEN_ATTRIBUTES = /^(on|style$|id$|name$|srcdoc$|formaction$|src$|xlink:|action$|target$)/i;
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const BASE = 'https://academy.example/journal/';
const LINK_REL = 'noopener noreferrer nofollow';

/**
 * What is not inert in `html`: an element off the allow-list, an event handler, a style, an id,
 * a URL that is not http, https, mailto or same-site relative, a link without
 * rel="noopener noreferrer nofollow". Empty when inert.
 */
export const problemsIn = (html: string): string[] => {
  const problems: string[] = [];
  for (const { tag, attrs } of elementsOf(html)) {
    if (!ALLOWED.has(tag)) problems.push(`element <${tag}>`);
    for (const { name, value } of attrs) {
      if (FORBIDDEN_ATTRIBUTES.test(name)) problems.push(`<${tag} ${name}="${value}">`);
      if (name === 'href' && tag !== 'a') problems.push(`href on <${tag}>`);
    }
    const href = attrs.find((a) => a.name === 'href')?.value;
    if (tag !== 'a' || href === undefined) continue;
    const url = new URL(href, BASE);
    if (!SAFE_PROTOCOLS.has(url.protocol)) problems.push(`link to ${href}`);
    if (url.host !== 'academy.example' && !/^(https?|mailto):/i.test(href.trim())) {
      problems.push(`protocol-relative link ${href}`);
    }
    if (attrs.find((a) => a.name === 'rel')?.value !== LINK_REL) problems.push(`link without rel: ${href}`);
  }
  return problems;
};
