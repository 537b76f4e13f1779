import katex from 'katex';

/** Longer TeX than this is shown as its source: a publication's formula is far shorter. */
export const MAX_TEX_LENGTH = 20_000;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The source shown as code when it cannot be rendered (too long, too deep, a parse error). */
const asSource = (tex: string, displayMode: boolean): string =>
  `<code class="math-error">${escapeHtml(displayMode ? `$$${tex}$$` : `$${tex}$`)}</code>`;

/**
 * TeX to MathML with KaTeX: no CSS needed (Chromium renders MathML), and nothing trusted:
 * `\href`, `\url`, `\htmlData`, `\includegraphics` and friends stay unrendered. Macros do not
 * outlive one formula, and expansion is bounded. The HTML still goes through the sanitizer.
 */
export const renderMath = (tex: string, displayMode: boolean): string => {
  if (tex.length > MAX_TEX_LENGTH) return asSource(tex, displayMode);
  try {
    return katex.renderToString(tex, {
      displayMode,
      output: 'mathml',
      throwOnError: true,
      trust: false,
      strict: 'ignore',
      maxExpand: 1_000,
      maxSize: 20,
      macros: {},
    });
  } catch {
    return asSource(tex, displayMode);
  }
};
