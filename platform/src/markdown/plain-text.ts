import { type Token } from 'markdown-it';
import { parseMarkdown } from './render-markdown.js';

const TEXT_TOKENS = new Set(['text', 'code_inline', 'math_inline', 'math_inline_display']);
const BLOCK_TEXT_TOKENS = new Set(['code_block', 'fence', 'math_block']);
const BREAKS = new Set(['softbreak', 'hardbreak']);

const collect = (tokens: readonly Token[], out: string[]): void => {
  for (const token of tokens) {
    if (token.children) collect(token.children, out);
    else if (TEXT_TOKENS.has(token.type)) out.push(token.content);
    else if (BLOCK_TEXT_TOKENS.has(token.type)) out.push(token.content, '\n');
    else if (BREAKS.has(token.type)) out.push(' ');
    else if (token.nesting === -1 && token.block) out.push('\n');
  }
};

/**
 * The words of a Markdown body, without markup: for search documents. Math and code keep their
 * source; raw HTML stays text (it is never markup here). Paragraphs end with a line break.
 */
export const markdownToPlainText = (source: string): string => {
  const out: string[] = [];
  collect(parseMarkdown(source), out);
  return out
    .join('')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
};

/** At most `maxLength` characters of plain text on one line, cut between words with "…". */
export const plainTextExcerpt = (source: string, maxLength = 300): string => {
  const text = markdownToPlainText(source).replace(/\s+/g, ' ');
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};
