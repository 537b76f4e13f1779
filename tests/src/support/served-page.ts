import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const elements = (node: Node): Element[] => {
  const own = 'tagName' in node ? [node] : [];
  const children = 'childNodes' in node ? node.childNodes.flatMap(elements) : [];
  return [...own, ...children];
};
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const text = (el: Element) =>
  el.childNodes.map((n) => ('value' in n && n.nodeName === '#text' ? n.value : '')).join('');

/** A page as a crawler reads it without running scripts: status, and its head parsed as HTML5. */
export const servedPage = async (url: string) => {
  const res = await fetch(url);
  const html = await res.text();
  const all = elements(parse(html));
  const head = all.filter((el) => el.tagName === 'head').flatMap((h) => elements(h));
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    html,
    titles: all.filter((el) => el.tagName === 'title').map(text),
    /** The values of `<meta name=…>` or `<meta property=…>`, in order. */
    metas: (name: string) =>
      head
        .filter((el) => el.tagName === 'meta' && (attr(el, 'name') ?? attr(el, 'property')) === name)
        .map((el) => attr(el, 'content') ?? ''),
    links: (rel: string) =>
      head.filter((el) => el.tagName === 'link' && attr(el, 'rel') === rel).map((el) => attr(el, 'href')),
    jsonLd: head
      .filter((el) => el.tagName === 'script' && attr(el, 'type') === 'application/ld+json')
      .map((el) => JSON.parse(text(el)) as Record<string, unknown>),
  };
};
