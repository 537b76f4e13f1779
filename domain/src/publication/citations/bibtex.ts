import { citationKey, dateParts, oneLine, type CitationSource, type CitedAuthor } from './citation-source.js';
import { authorNameParts } from './name-parts.js';

const SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  // BibTeX counts every brace, escaped or not: these keep the field balanced.
  '{': '\\textbraceleft{}',
  '}': '\\textbraceright{}',
  $: '\\$',
  '&': '\\&',
  '%': '\\%',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** Text inside a BibTeX field: braces balanced, TeX specials escaped, one line. */
export const bibtexEscape = (text: string): string =>
  oneLine(text).replace(/[\\{}$&%#_~^]/g, (ch) => SPECIALS[ch]!);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const bibtexName = (author: CitedAuthor): string => {
  const parts = authorNameParts(author);
  return 'literal' in parts
    ? `{${bibtexEscape(parts.literal)}}`
    : `${bibtexEscape(parts.family)}, ${bibtexEscape(parts.given)}`;
};

/** A URL needs no TeX escaping, but braces, backslashes and spaces must not reach the field. */
const bibtexUrl = (url: string): string => url.replace(/[{}\\\s%#]/g, (ch) => encodeURIComponent(ch));

/** A biblatex-compatible `@article` entry (plain BibTeX ignores `version`). */
export const toBibtex = (source: CitationSource): string => {
  const [year, month] = dateParts(source.publishDate);
  const fields: [string, string][] = [
    ['author', `{${source.authors.map(bibtexName).join(' and ')}}`],
    // Double braces keep the title's capitals as written.
    ['title', `{{${bibtexEscape(source.title)}}}`],
    ['journal', `{${bibtexEscape(source.journal)}}`],
    ['year', `{${year}}`],
    ['month', MONTHS[month - 1]!],
    // biblatex's article number (`number` would be read as an issue).
    ['eid', `{${source.pubNum}}`],
    ['version', `{${source.version}}`],
    ['note', `{Version ${source.version}}`],
    ['url', `{${bibtexUrl(source.url)}}`],
  ];
  if (source.keywords.length > 0) {
    fields.push(['keywords', `{${source.keywords.map(bibtexEscape).join(', ')}}`]);
  }
  const body = fields.map(([name, value]) => `  ${name} = ${value},`).join('\n');
  return `@article{${citationKey(source)},\n${body}\n}\n`;
};
