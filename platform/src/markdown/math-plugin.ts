import { type MarkdownIt, type StateBlock, type StateInline } from 'markdown-it';

const DOLLAR = 0x24;
const BACKSLASH = 0x5c;

const isSpace = (code: number | undefined): boolean =>
  code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
const isDigit = (code: number | undefined): boolean => code !== undefined && code >= 0x30 && code <= 0x39;

/** Where the closing delimiter of inline math starts, or -1. */
const closingDollar = (src: string, from: number, max: number, double: boolean): number => {
  for (let pos = from; pos < max; pos++) {
    const code = src.charCodeAt(pos);
    if (code === BACKSLASH) {
      pos += 1; // `\$` is a dollar inside the formula
      continue;
    }
    if (code !== DOLLAR) continue;
    if (double) {
      if (src.charCodeAt(pos + 1) === DOLLAR) return pos;
      continue;
    }
    // Pandoc's rule: no space before the closing $, and no digit right after it ($5 and $6).
    if (!isSpace(src.charCodeAt(pos - 1)) && !isDigit(src.charCodeAt(pos + 1))) return pos;
  }
  return -1;
};

/** `$…$` (inline) and `$$…$$` within a line (display). */
const mathInline = (state: StateInline, silent: boolean): boolean => {
  const { src, pos, posMax } = state;
  if (src.charCodeAt(pos) !== DOLLAR) return false;
  const double = src.charCodeAt(pos + 1) === DOLLAR;
  const start = pos + (double ? 2 : 1);
  if (!double && isSpace(src.charCodeAt(start))) return false;
  const end = closingDollar(src, start, posMax, double);
  if (end < 0 || end === start) return false;
  if (!silent) {
    const token = state.push(double ? 'math_inline_display' : 'math_inline', 'math', 0);
    token.markup = double ? '$$' : '$';
    token.content = src.slice(start, end);
  }
  state.pos = end + (double ? 2 : 1);
  return true;
};

/** A `$$` line opens display math; the line ending in `$$` closes it (one line works too). */
const mathBlock = (state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean => {
  const lineText = (line: number) =>
    state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const first = lineText(startLine);
  if (!first.startsWith('$$')) return false;
  let content: string;
  let last = startLine;
  const rest = first.slice(2).trimEnd();
  if (rest.endsWith('$$') && rest.length >= 2) {
    content = rest.slice(0, -2);
  } else {
    const lines = [rest];
    for (last = startLine + 1; last < endLine; last++) {
      if (state.sCount[last]! < state.blkIndent) return false;
      const text = lineText(last).trimEnd();
      if (text.endsWith('$$')) {
        lines.push(text.slice(0, -2));
        break;
      }
      lines.push(text);
    }
    if (last >= endLine) return false;
    content = lines.join('\n');
  }
  if (content.trim() === '') return false;
  if (silent) return true;
  const token = state.push('math_block', 'math', 0);
  token.block = true;
  token.content = content;
  token.markup = '$$';
  token.map = [startLine, last + 1];
  state.line = last + 1;
  return true;
};

/** `$…$` and `$$…$$` math, rendered by `render(tex, displayMode)`. */
export const mathPlugin = (md: MarkdownIt, render: (tex: string, displayMode: boolean) => string): void => {
  md.inline.ruler.after('escape', 'math_inline', mathInline);
  md.block.ruler.before('fence', 'math_block', mathBlock, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.renderer.rules.math_inline = (tokens, idx) => render(tokens[idx]!.content, false);
  md.renderer.rules.math_inline_display = (tokens, idx) => render(tokens[idx]!.content, true);
  md.renderer.rules.math_block = (tokens, idx) =>
    `<div class="math-block">${render(tokens[idx]!.content, true)}</div>\n`;
};
