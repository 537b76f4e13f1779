/** What the server puts in a page's head before the app runs: its status, title and tags. */
export interface PageHead {
  status: 200 | 404;
  /** The document title (the site's name when absent). */
  title?: string;
  /** Replaces the site's generic description. */
  description?: string;
  /** Rendered elements for the head: meta, link and JSON-LD script tags. */
  tags: string[];
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value, safe in HTML. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

/** `<meta name=…>`, or `<meta property=…>` for Open Graph's `og:` and `article:` names. */
export const metaTag = (name: string, content: string): string => {
  const key = /^(og|article):/.test(name) ? 'property' : 'name';
  return `<meta ${key}="${escapeHtml(name)}" content="${escapeHtml(content)}">`;
};

export const linkTag = (rel: string, href: string, attributes: Record<string, string> = {}): string =>
  `<link rel="${escapeHtml(rel)}" href="${escapeHtml(href)}"${Object.entries(attributes)
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('')}>`;

/** JSON-LD in a data block: `<` escaped so no text can close the script. */
export const jsonLdTag = (value: unknown): string =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )}</script>`;

/** A description of at most `max` characters, cut at a word with an ellipsis. */
export const shortened = (text: string, max = 300): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

export const noindexTag = metaTag('robots', 'noindex');

/** The page's head, rendered into the built index.html: the title replaced, the tags before `</head>`. */
export const renderHead = (html: string, head: PageHead, siteName: string): string => {
  // Replacer functions, never replacement strings: a title's `$&`, `$'` or `$$` is text, not a pattern.
  const title = `<title>${escapeHtml(head.title ?? siteName)}</title>`;
  let out = html.replace(/<title>[^<]*<\/title>/, () => title);
  if (head.description !== undefined) {
    const description = metaTag('description', head.description);
    out = out.replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () => description);
  }
  const tags = `${head.tags.join('')}</head>`;
  return out.replace('</head>', () => tags);
};
