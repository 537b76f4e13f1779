import { describe, expect, it } from '@jest/globals';
import { matchesWordStart } from '@academy/domain';
import { highlightHit, highlightText, newJudged, snippetOf } from './highlight.js';
import { type CollectionSchema, type HighlightPart } from './port.js';

/** The plain reading of the rule: cut out every word, judge it, join neighbours marked alike. */
const wordByWord = (text: string, terms: readonly string[], typos = true): HighlightPart[] | undefined => {
  const parts: HighlightPart[] = [];
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!piece) continue;
    const lower = piece.toLowerCase();
    const match =
      /[\p{L}\p{N}]/u.test(piece) &&
      terms.some((t) => (typos ? matchesWordStart(t, lower) : lower.startsWith(t)));
    const last = parts.at(-1);
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  }
  return parts.some((p) => p.match) ? parts : undefined;
};

const texts = [
  'Quantum',
  'quantum gravity',
  ' Quantum gravity, quantum fields.',
  '“Quantum”—gravity… and QUANTUM!',
  'Ångström über Ölfeld; ångström 42 a42 42a',
  'İstanbul ISTANBUL istanbul',
  '',
  '   ',
  'Measuring quantim effects (a typo) in quantum, Quantums and quant',
  'x'.repeat(50) + ' quantum ' + 'y'.repeat(50),
  'Gravitation gravity grav GRAVITY-waves gravity2 2gravity',
  "ΟΔΟΣ'Α ΟΔΟΣ οδος Σ",
  "ΟΔΟΣ'Α",
];
const termSets = [
  ['quantum'],
  ['grav'],
  ['quantum', 'gravity'],
  ['ångström'],
  ['istanbul'],
  ['i̇stanbul'],
  ['οδος'],
  ['οδοσ'],
  ['zzz'],
  [],
];

describe('highlighting a text', () => {
  it('when words match by prefix, case or typo, then the runs are those of judging every word alone', () => {
    for (const text of texts)
      for (const terms of termSets) {
        const judged = new Map<string, boolean>();
        expect({ text, terms, parts: highlightText(text, terms, judged) }).toEqual({
          text,
          terms,
          parts: wordByWord(text, terms),
        });
        // Judged words are reused: a second pass over the same text answers the same.
        expect(highlightText(text, terms, judged)).toEqual(wordByWord(text, terms));
        // By prefix only (words fields).
        expect({ text, terms, parts: highlightText(text, terms, new Map(), Infinity, false) }).toEqual({
          text,
          terms,
          parts: wordByWord(text, terms, false),
        });
      }
  });

  it('when a word matches, then the whole text is kept in order, split only where the marking changes', () => {
    expect(highlightText('On quantum gravity, quantum fields.', ['quantum'])).toEqual([
      { text: 'On ', match: false },
      { text: 'quantum', match: true },
      { text: ' gravity, ', match: false },
      { text: 'quantum', match: true },
      { text: ' fields.', match: false },
    ]);
    expect(highlightText('quantum quantum', ['quant'])).toEqual([
      { text: 'quantum', match: true },
      { text: ' ', match: false },
      { text: 'quantum', match: true },
    ]);
  });

  it('when no word matches, then there is no highlight', () => {
    expect(highlightText('Nothing to see here.', ['quantum'])).toBeUndefined();
  });
});

describe('a snippet of a long text', () => {
  const schema: CollectionSchema = {
    name: 'snippets',
    fields: { body: { type: 'text', match: 'words', snippet: 90 } },
    sorts: {},
    defaultSort: 'none',
  };
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i % 17} filler,`).join(' ');
  const bodies = [
    `${filler(40)} quantum ${filler(3)} quantum and quantim ${filler(200)} quantum at the end`,
    `quantum first ${filler(300)}`,
    `${filler(300)} last quantum`,
    `${filler(5)} quantum${filler(2)}quantum ${filler(1)}`,
  ];

  it('when a long body matches, then its highlight is the runs around its first match, as if every word were judged', () => {
    for (const body of bodies) {
      const whole = wordByWord(body, ['quantum'], false)!;
      expect(highlightHit(schema, { body }, ['quantum'])).toEqual({ body: [snippetOf(whole, 90)] });
    }
  });

  it('when the snippet is cut, then the first match sits in about 90 characters of text either side', () => {
    const { body } = highlightHit(schema, { body: bodies[0]! }, ['quantum']);
    const parts = body![0]!;
    const first = parts.findIndex((p) => p.match);
    const around = (from: HighlightPart[]) =>
      from
        .map((p) => p.text)
        .join('')
        .replace('…', '').length;
    expect(around(parts.slice(0, first))).toBe(90);
    expect(around(parts.slice(first + 1))).toBe(90);
    // Words match by prefix only: the typo "quantim" is not marked in a body.
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['quantum', 'quantum']);
  });
});

describe('the highlights of a hit', () => {
  const schema: CollectionSchema = {
    name: 'papers',
    fields: {
      title: { type: 'text', match: 'name' },
      abstract: { type: 'text', match: 'words' },
      year: { type: 'integer', filter: true },
    },
    sorts: {},
    defaultSort: 'none',
  };

  it('when a term has a typo, then a name field marks the word it reaches and a words field (matched by prefix) does not', () => {
    const fields = { title: 'Quasicrystals and tilings', abstract: 'On quasicrystals; tilings.', year: 2024 };
    expect(highlightHit(schema, fields, ['quasicrystl'])).toEqual({
      title: [
        [
          { text: 'Quasicrystals', match: true },
          { text: ' and tilings', match: false },
        ],
      ],
    });
    // Judged once per way of matching, shared by the hits of a search: the same answers again.
    const judged = newJudged();
    for (let i = 0; i < 2; i++)
      expect(highlightHit(schema, fields, ['quasicrystl', 'til'], judged)).toEqual({
        title: [
          [
            { text: 'Quasicrystals', match: true },
            { text: ' and ', match: false },
            { text: 'tilings', match: true },
          ],
        ],
        abstract: [
          [
            { text: 'On quasicrystals; ', match: false },
            { text: 'tilings', match: true },
            { text: '.', match: false },
          ],
        ],
      });
  });
});
