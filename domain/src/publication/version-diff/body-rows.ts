import { diffArrays } from 'diff';
import { sideOf, wordRuns, type DiffRun } from './diff-runs.js';

/** Past this many paragraph edits, paragraphs are paired in order (a rewrite, or every one touched). */
const MAX_PARAGRAPH_EDITS = 500;

/** One paragraph pair of the side-by-side view; `null` where a side has no paragraph. */
export interface DiffRow {
  before: DiffRun[] | null;
  after: DiffRun[] | null;
  /** The pair's runs in reading order, for the inline view. */
  inline: DiffRun[];
  changed: boolean;
}

const paragraphs = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim() !== '');

const pairRow = (before: string, after: string): DiffRow => {
  const inline = wordRuns(before, after);
  return {
    before: sideOf(inline, 'before'),
    after: sideOf(inline, 'after'),
    inline,
    changed: before !== after,
  };
};

const onlyRow = (text: string, side: 'before' | 'after'): DiffRow => {
  const run: DiffRun = { op: side === 'before' ? 'delete' : 'insert', text };
  return {
    before: side === 'before' ? [run] : null,
    after: side === 'after' ? [run] : null,
    inline: [run],
    changed: true,
  };
};

/**
 * Paragraphs are aligned first (so a long body compares quickly and the side-by-side view lines
 * up), then a removed paragraph facing an added one is compared word by word.
 */
export const bodyRows = (before: string, after: string): DiffRow[] => {
  const rows: DiffRow[] = [];
  let removed: string[] = [];
  const flush = (added: string[]) => {
    const pairs = Math.min(removed.length, added.length);
    for (let i = 0; i < pairs; i++) rows.push(pairRow(removed[i]!, added[i]!));
    removed.slice(pairs).forEach((p) => rows.push(onlyRow(p, 'before')));
    added.slice(pairs).forEach((p) => rows.push(onlyRow(p, 'after')));
    removed = [];
  };
  const [old, now] = [paragraphs(before), paragraphs(after)];
  const changes = diffArrays(old, now, { maxEditLength: MAX_PARAGRAPH_EDITS }) ?? [
    { value: old, added: false, removed: true, count: old.length },
    { value: now, added: true, removed: false, count: now.length },
  ];
  for (const change of changes) {
    if (change.removed) {
      removed.push(...change.value);
    } else if (change.added) {
      flush(change.value);
    } else {
      flush([]);
      change.value.forEach((p) => rows.push(pairRow(p, p)));
    }
  }
  flush([]);
  return rows;
};
