import { describe, expect, it } from '@jest/globals';
import { foldPublication } from '../state.js';
import { author, march2026, submitted } from '../../testing/publication-fixtures.js';
import { bibtexEscape, toBibtex } from './bibtex.js';
import { citationOf } from './citation.js';
import { citationSourceOf, citedAuthorsOf, journalTitle, type CitationSource } from './citation-source.js';
import { authorSchema } from '../schemas.js';
import { toCslJson, type CslItem } from './csl-json.js';
import { authorNameParts, nameParts } from './name-parts.js';
import { toRis } from './ris.js';

const source = (overrides: Partial<CitationSource> = {}): CitationSource => ({
  pubNum: 12,
  version: 3,
  title: 'On the Shape of Small Things',
  authors: [{ name: 'Ada Lovelace' }, { name: 'Charles Babbage' }],
  keywords: ['mathematics', 'engines'],
  abstract: 'We look at small things.',
  publishDate: march2026,
  journal: journalTitle('Sciences'),
  url: 'https://academy.example/journal/publications/12/3',
  ...overrides,
});

const awkward = source({
  title: 'Costs of 100% & more: {braces}, $x_1^2$, #tags, ~tilde, back\\slash\nand a second line',
  authors: [
    { name: "José Ñúñez-O'Brien" },
    { name: 'Vincent van Gogh' },
    { name: 'Lovelace, Ada' },
    { name: 'Plato' },
    { name: 'Procter and Gamble' },
    { name: 'Evil} and {Name' },
  ],
  keywords: ['c++', 'under_score'],
  abstract: 'Line one\nER  - not a tag\r\nTY  - BOOK',
});

/** Braces balance, counted as BibTeX counts them (a backslash escapes nothing), never below zero. */
const balanced = (text: string): boolean => {
  let depth = 0;
  for (const ch of text) {
    if (ch === '{') depth += 1;
    if (ch === '}') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
};

describe('names in bibliographies', () => {
  it('when names come in many shapes, then family and given are split, and whole names stay whole', () => {
    expect(nameParts('Ada Lovelace')).toEqual({ family: 'Lovelace', given: 'Ada' });
    expect(nameParts('Ada King  Lovelace')).toEqual({ family: 'Lovelace', given: 'Ada King' });
    expect(nameParts('Lovelace, Ada')).toEqual({ family: 'Lovelace', given: 'Ada' });
    expect(nameParts('Vincent van Gogh')).toEqual({ family: 'van Gogh', given: 'Vincent' });
    expect(nameParts('Ludwig van der Berg')).toEqual({ family: 'van der Berg', given: 'Ludwig' });
    expect(nameParts('Plato')).toEqual({ literal: 'Plato' });
    expect(nameParts('Procter AND Gamble')).toEqual({ literal: 'Procter AND Gamble' });
  });

  it('when an author was erased, then "Erased author" is one literal name in every format', () => {
    expect(nameParts('Erased author')).toEqual({ literal: 'Erased author' });
    const erased = source({ authors: [{ name: 'Erased author' }, { name: 'Ada Lovelace' }] });
    expect(toBibtex(erased)).toContain('author = {{Erased author} and Lovelace, Ada},');
    expect(toRis(erased)).toContain('AU  - Erased author\r\n');
    expect((JSON.parse(toCslJson(erased)) as CslItem[])[0]?.author[0]).toEqual({ literal: 'Erased author' });
  });
});

describe('BibTeX', () => {
  it('when a plain version is cited, then an @article carries authors, title, journal, year, article number, version and URL', () => {
    expect(toBibtex(source())).toBe(
      [
        '@article{academy-12-v3,',
        '  author = {Lovelace, Ada and Babbage, Charles},',
        '  title = {{On the Shape of Small Things}},',
        '  journal = {Journal of the Academy of Sciences},',
        '  year = {2026},',
        '  month = mar,',
        '  eid = {12},',
        '  version = {3},',
        '  note = {Version 3},',
        '  url = {https://academy.example/journal/publications/12/3},',
        '  keywords = {mathematics, engines},',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('when the title holds TeX specials and a line break, then each is escaped and the entry stays on its lines', () => {
    expect(bibtexEscape('100% & {x} $y$ #1 a_b ~ ^ \\')).toBe(
      '100\\% \\& \\textbraceleft{}x\\textbraceright{} \\$y\\$ \\#1 a\\_b \\textasciitilde{} \\textasciicircum{} \\textbackslash{}',
    );
    const entry = toBibtex(awkward);
    expect(balanced(entry)).toBe(true);
    expect(entry).toContain(
      'title = {{Costs of 100\\% \\& more: \\textbraceleft{}braces\\textbraceright{}, \\$x\\_1\\textasciicircum{}2\\$, \\#tags, \\textasciitilde{}tilde, back\\textbackslash{}slash and a second line}},',
    );
    expect(entry.split('\n')).toHaveLength(13);
  });

  it('when author names hold "and", braces or accents, then the author list still splits into the right people', () => {
    const authorField = /author = \{(.*)\},\n/.exec(toBibtex(awkward))![1]!;
    // BibTeX splits on " and " outside braces: count those.
    let outside = authorField;
    while (/\{[^{}]*\}/.test(outside)) outside = outside.replace(/\{[^{}]*\}/g, 'X');
    expect(outside.split(' and ')).toHaveLength(6);
    expect(authorField).toBe(
      "Ñúñez-O'Brien, José and van Gogh, Vincent and Lovelace, Ada and {Plato} and {Procter and Gamble} and {Evil\\textbraceright{} and \\textbraceleft{}Name}",
    );
    expect(authorField.startsWith('Ñúñez')).toBe(true);
  });
});

describe('RIS', () => {
  it('when a version is cited, then a JOUR record lists each author, the journal, year, date, article number, version and URL, ended by CR LF', () => {
    expect(toRis(source())).toBe(
      [
        'TY  - JOUR',
        'AU  - Lovelace, Ada',
        'AU  - Babbage, Charles',
        'TI  - On the Shape of Small Things',
        'T2  - Journal of the Academy of Sciences',
        'PY  - 2026',
        'DA  - 2026/03/05/',
        'C7  - 12',
        'ET  - 3',
        'N1  - Version 3',
        'KW  - mathematics',
        'KW  - engines',
        'AB  - We look at small things.',
        'UR  - https://academy.example/journal/publications/12/3',
        'ER  - ',
        '',
      ].join('\r\n'),
    );
  });

  it('when a field holds line breaks that look like tags, then no value starts a line of its own', () => {
    const lines = toRis(awkward).split('\r\n');
    expect(lines.filter((l) => l.startsWith('TY  -'))).toEqual(['TY  - JOUR']);
    expect(lines.filter((l) => l.startsWith('ER  -'))).toEqual(['ER  - ']);
    expect(lines).toContain('AB  - Line one ER - not a tag TY - BOOK');
    expect(lines).toContain('AU  - Procter and Gamble');
    expect(lines.every((l) => l === '' || /^[A-Z][A-Z0-9] {2}- /.test(l))).toBe(true);
  });
});

describe('CSL-JSON', () => {
  it('when a version is cited, then one article-journal item names authors by family and given', () => {
    const [item] = JSON.parse(toCslJson(awkward)) as CslItem[];
    expect(item).toMatchObject({
      id: 'academy-12-v3',
      type: 'article-journal',
      'container-title': 'Journal of the Academy of Sciences',
      issued: { 'date-parts': [[2026, 3, 5]] },
      number: '12',
      version: '3',
      URL: 'https://academy.example/journal/publications/12/3',
      keyword: 'c++, under_score',
    });
    expect(item?.author[0]).toEqual({ family: "Ñúñez-O'Brien", given: 'José' });
    expect(item?.author[3]).toEqual({ literal: 'Plato' });
    expect(item?.title).toBe(
      'Costs of 100% & more: {braces}, $x_1^2$, #tags, ~tilde, back\\slash and a second line',
    );
  });

  it('when a title holds markup, then the JSON text has no raw angle brackets yet parses back to the same title', () => {
    const title = '</script><img src=x onerror=alert(1)> & \u2028';
    const text = toCslJson(source({ title: `${title}x` }));
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect((JSON.parse(text) as { title: string }[])[0]?.title).toBe(
      '</script><img src=x onerror=alert(1)> & x',
    );
  });
});

describe('citation of a folded version', () => {
  it('when a version is cited as bibtex, ris or csl-json, then each download has its type and file name', () => {
    const state = foldPublication([submitted(7)]);
    if (state.status !== 'published') throw new Error('expected a publication');
    const citing = citationSourceOf(state.versions[0]!, {
      academyName: 'Sciences',
      url: 'https://a.example/journal/publications/7/1',
    });
    expect(citing.authors[0]).toEqual({ name: 'Ada Lovelace' });
    expect(citationOf('bibtex', citing)).toMatchObject({
      filename: 'academy-7-v1.bib',
      contentType: 'application/x-bibtex; charset=utf-8',
    });
    expect(citationOf('ris', citing).filename).toBe('academy-7-v1.ris');
    expect(citationOf('csl-json', citing).text).toContain(
      '"container-title": "Journal of the Academy of Sciences"',
    );
  });
});

describe('members named by their registered names', () => {
  const memberNames = new Map([[author, { firstName: 'Seán', lastName: 'Ó Briain' }]]);

  it('when a member is an author, then every format names them by their registered family and given names', () => {
    const state = foldPublication([submitted(7)]);
    if (state.status !== 'published') throw new Error('expected a publication');
    const citing = citationSourceOf(state.versions[0]!, {
      academyName: 'Sciences',
      url: 'https://a.example/journal/publications/7/1',
      memberNames,
    });
    expect(citing.authors[0]).toEqual({ name: 'Ada Lovelace', family: 'Ó Briain', given: 'Seán' });
    expect(toBibtex(citing)).toContain('author = {Ó Briain, Seán');
    expect(toRis(citing)).toContain('AU  - Ó Briain, Seán\r\n');
    expect((JSON.parse(toCslJson(citing)) as CslItem[])[0]?.author[0]).toEqual({
      family: 'Ó Briain',
      given: 'Seán',
    });
  });

  it('when a member has a family name only, or the author is not a member, then the name is kept whole or split as given', () => {
    expect(authorNameParts({ name: '李 小龙', family: '李', given: '小龙' })).toEqual({
      family: '李',
      given: '小龙',
    });
    expect(authorNameParts({ name: 'Plato', family: 'Plato', given: '' })).toEqual({ literal: 'Plato' });
    expect(authorNameParts({ name: 'Vincent van Gogh' })).toEqual({ family: 'van Gogh', given: 'Vincent' });
    expect(authorNameParts({ name: 'Plato' })).toEqual({ literal: 'Plato' });
  });

  it('when a non-member co-author was given family and given names, then citations use them, and a family name alone stays whole', () => {
    const cited = citedAuthorsOf([
      { name: 'J. R. R. Tolkien', family: 'Tolkien', given: 'John Ronald Reuel' },
      { name: 'Bourbaki Group', family: 'Nicolas Bourbaki' },
      { name: 'Ada Lovelace' },
    ]);
    expect(cited).toEqual([
      { name: 'J. R. R. Tolkien', family: 'Tolkien', given: 'John Ronald Reuel' },
      { name: 'Bourbaki Group', family: 'Nicolas Bourbaki', given: '' },
      { name: 'Ada Lovelace' },
    ]);
    expect(cited.map(authorNameParts)).toEqual([
      { family: 'Tolkien', given: 'John Ronald Reuel' },
      { literal: 'Nicolas Bourbaki' },
      { family: 'Lovelace', given: 'Ada' },
    ]);
  });

  it('when an author is sent with empty family and given names, then neither is kept', () => {
    expect(authorSchema.parse({ name: 'Plato', family: ' ', given: '' })).toEqual({ name: 'Plato' });
  });
});
