import markdownIt, { type MarkdownIt } from 'markdown-it';
import { mathPlugin } from './math-plugin.js';
import { renderMath } from './render-math.js';
import { sanitize } from './sanitize.js';

// Control characters and spaces browsers skip inside a scheme (`java\tscript:`).
// eslint-disable-next-line no-control-regex -- control characters are what it ignores
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g;

const decoded = (url: string): string => {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
};

/**
 * Links go to http, https, mailto or a relative address. Anything with a colon before its path
 * (javascript:, data:, vbscript:, and their encoded or spaced-out forms) is refused.
 */
export const isSafeHref = (url: string): boolean => {
  const clean = decoded(url).replace(IGNORED_IN_SCHEME, '').toLowerCase();
  if (!clean.split(/[/?#]/, 1)[0]!.includes(':')) return true;
  return /^(https?|mailto):/.test(clean);
};

const markdown = (): MarkdownIt => {
  // Raw HTML in Markdown is shown as text, never as markup.
  const md = markdownIt({ html: false, linkify: true, typographer: false });
  md.validateLink = isSafeHref;
  mathPlugin(md, renderMath);
  // An image would load from anywhere when the page opens: show it as a link to follow instead.
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const src = String(token.attrGet('src') ?? '');
    const alt = self.renderInlineAsText(token.children ?? [], options, env) || src;
    return `<a href="${md.utils.escapeHtml(src)}">${md.utils.escapeHtml(alt)}</a>`;
  };
  // Table alignment as a class, so no style attribute is needed.
  md.core.ruler.push('align_classes', (state) => {
    for (const token of state.tokens) {
      const style = token.attrGet('style');
      const align = style ? /^text-align:(left|center|right)$/.exec(String(style))?.[1] : undefined;
      if (!style) continue;
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
      if (align) token.attrJoin('class', `align-${align}`);
    }
  });
  return md;
};

const md = markdown();

/** A publication's Markdown (with `$…$` and `$$…$$` math) as sanitized HTML. */
export const renderMarkdown = (source: string): string => sanitize(md.render(source));

/** The parsed tokens, for the plain-text excerpt. */
export const parseMarkdown = (source: string) => md.parse(source, {});
