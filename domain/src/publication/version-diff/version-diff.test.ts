import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../errors/errors.js';
import { content, removed, revised, submitted } from '../../testing/publication-fixtures.js';
import { foldPublication, type Publication } from '../state.js';
import { bodyRows } from './body-rows.js';
import { wordRuns, type DiffRun } from './diff-runs.js';
import { diffPublicationVersions } from './version-diff.js';

const textOf = (runs: readonly DiffRun[] | null, side: 'before' | 'after'): string =>
  (runs ?? [])
    .filter((r) => r.op === 'equal' || r.op === (side === 'before' ? 'delete' : 'insert'))
    .map((r) => r.text)
    .join('');

const publication = (...events: Parameters<typeof foldPublication>[0]): Publication => {
  const state = foldPublication(events);
  if (state.status !== 'published') throw new Error('expected a publication');
  return state;
};

describe('word runs', () => {
  it('when one word changes, then the runs mark it removed and added and rebuild both texts', () => {
    const runs = wordRuns('the quick brown fox', 'the slow brown fox');
    expect(runs).toEqual([
      { op: 'equal', text: 'the ' },
      { op: 'delete', text: 'quick' },
      { op: 'insert', text: 'slow' },
      { op: 'equal', text: ' brown fox' },
    ]);
  });

  it('when texts are awkward (unicode, markup, punctuation), then each side rebuilds exactly', () => {
    const before = 'Ça va? <b>x</b> $a^2$ — naïve, résumé.\n\nSecond';
    const after = 'Ça ne va pas? <i>x</i> $a^3$ — naïve résumé!\n\nSecond line';
    const runs = wordRuns(before, after);
    expect(textOf(runs, 'before')).toBe(before);
    expect(textOf(runs, 'after')).toBe(after);
  });
});

describe('body rows', () => {
  it('when a paragraph is inserted between two kept ones, then the rows line up with one insert-only row', () => {
    const rows = bodyRows('First para.\n\nThird para.', 'First para.\n\nSecond para.\n\nThird para.');
    expect(rows.map((r) => [r.changed, textOf(r.before, 'before'), textOf(r.after, 'after')])).toEqual([
      [false, 'First para.', 'First para.'],
      [true, '', 'Second para.'],
      [false, 'Third para.', 'Third para.'],
    ]);
    expect(rows[1]?.before).toBeNull();
  });

  it('when a paragraph is edited and another deleted, then the edited pair is compared word by word', () => {
    const rows = bodyRows('Keep.\n\nOld words here.\n\nGone.', 'Keep.\n\nNew words here.');
    expect(rows[1]?.inline).toEqual([
      { op: 'delete', text: 'Old' },
      { op: 'insert', text: 'New' },
      { op: 'equal', text: ' words here.' },
    ]);
    expect(rows[2]).toMatchObject({ after: null, changed: true, inline: [{ op: 'delete', text: 'Gone.' }] });
  });

  it('when two bodies of 200,000 characters differ everywhere, then the diff rebuilds both', () => {
    const words = (seed: number) =>
      Array.from({ length: 30_000 }, (_, i) => `w${(i * seed) % 9973}`)
        .join(' ')
        .slice(0, 200_000);
    const [a, b] = [words(7), words(13)];
    const rows = bodyRows(a, b);
    expect(rows.map((r) => textOf(r.inline, 'before')).join('')).toBe(a);
    expect(rows.map((r) => textOf(r.inline, 'after')).join('')).toBe(b);
  });

  it('when 2,000 paragraphs all change, then paragraphs pair in order and each pair shows its own edit', () => {
    const paras = (tag: string) =>
      Array.from({ length: 2_000 }, (_, i) => `Paragraph ${i} says ${'word '.repeat(15)}${tag}`).join('\n\n');
    const rows = bodyRows(paras('old'), paras('new'));
    expect(rows).toHaveLength(2_000);
    expect(rows[1_234]?.inline.filter((r) => r.op !== 'equal')).toEqual([
      { op: 'delete', text: 'old' },
      { op: 'insert', text: 'new' },
    ]);
  });
});

describe('publication version diff', () => {
  const history = publication(
    submitted(7),
    revised(2, {
      title: 'On the Shape of Smaller Things',
      authors: [
        { name: 'Ada Lovelace', userID: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' },
        { name: 'Mary Somerville' },
      ],
      keywords: ['mathematics', 'geometry'],
      licence: 'CC-BY-SA-4.0',
      body: `${content().body}\n\nA new closing paragraph.`,
    }),
    revised(3, { title: 'On the Shape of Smaller Things' }),
  );

  it('when versions 1 and 2 are compared, then title, authors, keywords, licence and body show what changed', () => {
    const diff = diffPublicationVersions(history, 1, 2);
    const byField = Object.fromEntries(diff.fields.map((f) => [f.field, f]));
    expect(byField.title?.inline).toEqual([
      { op: 'equal', text: 'On the Shape of ' },
      { op: 'delete', text: 'Small' },
      { op: 'insert', text: 'Smaller' },
      { op: 'equal', text: ' Things' },
    ]);
    expect(byField.abstract?.changed).toBe(false);
    expect(byField.authors?.inline).toEqual([
      { op: 'equal', text: 'Ada Lovelace (member)' },
      { op: 'delete', text: 'Charles Babbage' },
      { op: 'insert', text: 'Mary Somerville' },
    ]);
    expect(byField.keywords?.inline.filter((r) => r.op !== 'equal')).toEqual([
      { op: 'delete', text: 'engines' },
      { op: 'insert', text: 'geometry' },
    ]);
    expect(byField.licence?.inline).toEqual([
      { op: 'delete', text: 'CC-BY-4.0' },
      { op: 'insert', text: 'CC-BY-SA-4.0' },
    ]);
    expect(byField.body?.rows.map((r) => r.changed)).toEqual([false, true]);
    expect(diff.changeNotes).toEqual([{ version: 2, changeNote: 'Version 2' }]);
    expect(diff.words).toEqual({ inserted: 5, deleted: 1 });
    expect(diff.pdf.changed).toBe(false);
  });

  it('when versions 1 and 3 are compared, then both change notes in between are listed', () => {
    const diff = diffPublicationVersions(history, 1, 3);
    expect(diff.changeNotes.map((n) => n.version)).toEqual([2, 3]);
    expect(diff.fields.find((f) => f.field === 'body')?.changed).toBe(false);
    expect(diff).toMatchObject({ pubNum: 7, from: { version: 1 }, to: { version: 3 } });
  });

  it('when compared backwards, then the older version is the "after" side', () => {
    const diff = diffPublicationVersions(history, 2, 1);
    expect(diff.fields[0]?.rows[0]?.after?.map((r) => r.text).join('')).toBe('On the Shape of Small Things');
  });

  it('when a version does not exist, then it is not found; a removed publication still compares (admins read it)', () => {
    expect(() => diffPublicationVersions(history, 1, 4)).toThrow(DomainError);
    expect(() => diffPublicationVersions(history, 1, 4)).toThrow('has no version 4');
    const removedOne = publication(submitted(7), revised(2, { title: 'T2' }), removed());
    expect(diffPublicationVersions(removedOne, 1, 2).fields[0]?.changed).toBe(true);
  });
});
