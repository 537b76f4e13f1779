import { type Plugin } from 'vite';

/**
 * `crossorigin="anonymous"` instead of the bare `crossorigin` Vite writes on the entry script and
 * its preload helper sets on each `<link rel="modulepreload">` (`link.crossOrigin = ""`). The two
 * mean the same (an empty value is the anonymous state), but a browser writes an empty attribute
 * back out as `crossorigin=""`, which html-validate's recommended `attribute-empty-style` refuses
 * in the document as shown.
 */
export const anonymousCrossorigin = (): Plugin => ({
  name: 'academy-anonymous-crossorigin',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(/(<(?:script|link)\b[^>]*\scrossorigin)(?=[\s>])(?!=)/g, '$1="anonymous"'),
  },
  renderChunk(code) {
    if (!code.includes('.crossOrigin=""') && !code.includes('.crossOrigin = ""')) return null;
    return code.replace(/\.crossOrigin\s?=\s?""/g, '.crossOrigin="anonymous"');
  },
});
