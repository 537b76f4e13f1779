import { diffArrays, diffWordsWithSpace } from 'diff';

export type DiffOp = 'equal' | 'insert' | 'delete';

/** A run of text (or one list item) that stayed, was added or was removed. */
export interface DiffRun {
  op: DiffOp;
  text: string;
}

/** Past this many edits a word diff gives up and shows the whole text removed and added. */
export const MAX_WORD_EDITS = 1_000;

const opOf = (change: { added: boolean; removed: boolean }): DiffOp =>
  change.added ? 'insert' : change.removed ? 'delete' : 'equal';

/** Adjacent runs of the same kind become one. */
const merged = (runs: DiffRun[]): DiffRun[] =>
  runs.reduce<DiffRun[]>((out, run) => {
    if (run.text === '') return out;
    const last = out[out.length - 1];
    if (last && last.op === run.op) last.text += run.text;
    else out.push({ ...run });
    return out;
  }, []);

/**
 * Word by word (spaces and line breaks kept as they were, so each side rebuilds exactly):
 * the text before is its equal + delete runs, the text after its equal + insert runs.
 */
export const wordRuns = (before: string, after: string): DiffRun[] => {
  if (before === after) return merged([{ op: 'equal', text: before }]);
  const changes = diffWordsWithSpace(before, after, { maxEditLength: MAX_WORD_EDITS });
  if (changes === undefined) {
    return merged([
      { op: 'delete', text: before },
      { op: 'insert', text: after },
    ]);
  }
  return merged(changes.map((change) => ({ op: opOf(change), text: change.value })));
};

/** Item by item: each run is one item (an author, a keyword). */
export const listRuns = (before: readonly string[], after: readonly string[]): DiffRun[] =>
  diffArrays([...before], [...after]).flatMap((change) =>
    change.value.map((text) => ({ op: opOf(change), text })),
  );

/** The runs one side of a side-by-side view shows. */
export const sideOf = (runs: readonly DiffRun[], side: 'before' | 'after'): DiffRun[] =>
  runs.filter((run) => run.op === 'equal' || run.op === (side === 'before' ? 'delete' : 'insert'));

export const isChanged = (runs: readonly DiffRun[]): boolean => runs.some((run) => run.op !== 'equal');

/** Words added and removed, for a summary line. */
export const countWords = (runs: readonly DiffRun[], op: 'insert' | 'delete'): number =>
  runs.filter((run) => run.op === op).reduce((n, run) => n + run.text.split(/\s+/).filter(Boolean).length, 0);
