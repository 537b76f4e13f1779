import sanitizeHtml from 'sanitize-html';

/** MathML that KaTeX writes. Not `maction`, `annotation-xml`, `mglyph` or `semantics`' HTML. */
const MATHML_TAGS = [
  'math',
  'semantics',
  'annotation',
  'mrow',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'mspace',
  'msup',
  'msub',
  'msubsup',
  'mfrac',
  'msqrt',
  'mroot',
  'mstyle',
  'merror',
  'mpadded',
  'mphantom',
  'mtable',
  'mtr',
  'mtd',
  'mlabeledtr',
  'mover',
  'munder',
  'munderover',
  'menclose',
];

/** Presentation attributes only: no `href`, `src`, `style`, or anything that loads or runs. */
const MATHML_ATTRIBUTES = [
  'accent',
  'accentunder',
  'columnalign',
  'columnlines',
  'columnspacing',
  'depth',
  'display',
  'displaystyle',
  'encoding',
  'fence',
  'form',
  'height',
  'largeop',
  'linebreak',
  'linethickness',
  'lspace',
  'mathbackground',
  'mathcolor',
  'mathsize',
  'mathvariant',
  'maxsize',
  'minsize',
  'movablelimits',
  'notation',
  'rowalign',
  'rowlines',
  'rowspacing',
  'rspace',
  'scriptlevel',
  'separator',
  'stretchy',
  'symmetric',
  'voffset',
  'width',
  'xmlns',
];

const HTML_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'li',
  'pre',
  'code',
  'em',
  'strong',
  's',
  'del',
  'sub',
  'sup',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
];

const ALIGN_CLASSES = ['align-left', 'align-center', 'align-right'];

/** Elements whose text must go with them, not stay behind as text. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'template',
  'title',
  'plaintext',
  'svg',
  'select',
];

export const LINK_REL = 'noopener noreferrer nofollow';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_TAGS, ...MATHML_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    ol: ['start'],
    code: ['class'],
    span: ['class'],
    div: ['class'],
    th: ['class'],
    td: ['class'],
    ...Object.fromEntries(MATHML_TAGS.map((tag) => [tag, MATHML_ATTRIBUTES])),
  },
  allowedClasses: {
    code: ['language-*', 'math-error'],
    span: ['katex', 'katex-error'],
    div: ['math-block'],
    th: ALIGN_CLASSES,
    td: ALIGN_CLASSES,
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  parseStyleAttributes: false,
  // Deep nesting is no document; it is an attempt to exhaust something.
  nestingLimit: 100,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: LINK_REL } }),
  },
};

/**
 * The allow-list every rendered publication goes through: text formatting, links (http, https,
 * mailto, relative) with `rel="noopener noreferrer nofollow"`, code, tables and KaTeX's MathML.
 * No script, style, iframe, object, embed, form, image, event handler, id or inline style.
 */
export const sanitize = (html: string): string => sanitizeHtml(html, options);
