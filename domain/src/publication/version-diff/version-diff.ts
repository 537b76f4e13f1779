import { DomainError } from '../../errors/errors.js';
import { type Author, type PdfRef } from '../schemas.js';
import { versionOf, type Publication, type PublicationVersion } from '../state.js';
import { bodyRows, type DiffRow } from './body-rows.js';
import { countWords, isChanged, listRuns, sideOf, wordRuns, type DiffRun } from './diff-runs.js';

export type DiffField = 'title' | 'abstract' | 'authors' | 'keywords' | 'licence' | 'body';

/**
 * One compared field. `kind` says how to read the runs: `text` runs are words and spaces
 * (render with white space kept), `list` runs are whole items, `value` a single value.
 */
export interface FieldDiff {
  field: DiffField;
  kind: 'text' | 'list' | 'value';
  changed: boolean;
  /** Reading order for the inline view (removed before added). */
  inline: DiffRun[];
  /** Aligned rows for the side-by-side view: one for most fields, one per paragraph for the body. */
  rows: DiffRow[];
}

export interface VersionDiff {
  pubNum: number;
  from: { version: number; publishDate: number };
  to: { version: number; publishDate: number };
  fields: FieldDiff[];
  pdf: { changed: boolean; before: PdfRef | null; after: PdfRef | null };
  /** The change notes of the versions after `from` up to `to`, in version order. */
  changeNotes: { version: number; changeNote: string }[];
  words: { inserted: number; deleted: number };
}

const oneRow = (inline: DiffRun[]): DiffRow => ({
  before: sideOf(inline, 'before'),
  after: sideOf(inline, 'after'),
  inline,
  changed: isChanged(inline),
});

const field = (name: DiffField, kind: FieldDiff['kind'], inline: DiffRun[]): FieldDiff => ({
  field: name,
  kind,
  changed: isChanged(inline),
  inline,
  rows: [oneRow(inline)],
});

/** A member author is marked, so linking a co-author to their account shows as a change. */
const authorLabel = (author: Author): string => (author.userID ? `${author.name} (member)` : author.name);

/** Joins the body's rows for the inline view, a blank line between paragraphs. */
const bodyField = (before: string, after: string): FieldDiff => {
  const rows = bodyRows(before, after);
  const inline = rows.flatMap((row, i) =>
    i === 0 ? row.inline : [{ op: 'equal' as const, text: '\n\n' }, ...row.inline],
  );
  return { field: 'body', kind: 'text', changed: rows.some((row) => row.changed), inline, rows };
};

/** Two versions' content compared: title, abstract, metadata, body and PDF. */
export const diffVersions = (
  before: PublicationVersion,
  after: PublicationVersion,
): Omit<VersionDiff, 'changeNotes'> => {
  const fields: FieldDiff[] = [
    field('title', 'text', wordRuns(before.title, after.title)),
    field('abstract', 'text', wordRuns(before.abstract, after.abstract)),
    field('authors', 'list', listRuns(before.authors.map(authorLabel), after.authors.map(authorLabel))),
    field('keywords', 'list', listRuns(before.keywords, after.keywords)),
    field('licence', 'value', listRuns([before.licence], [after.licence])),
    bodyField(before.body, after.body),
  ];
  const textRuns = fields.filter((f) => f.kind === 'text').flatMap((f) => f.inline);
  return {
    pubNum: after.pubNum,
    from: { version: before.version, publishDate: before.publishDate },
    to: { version: after.version, publishDate: after.publishDate },
    fields,
    pdf: { changed: before.pdf?.sha256 !== after.pdf?.sha256, before: before.pdf, after: after.pdf },
    words: { inserted: countWords(textRuns, 'insert'), deleted: countWords(textRuns, 'delete') },
  };
};

/** Versions `from` and `to` of a publication compared (either order); a missing version is not found. */
export const diffPublicationVersions = (publication: Publication, from: number, to: number): VersionDiff => {
  const before = versionOf(publication, from);
  const after = versionOf(publication, to);
  if (!before || !after) {
    const missing = before ? to : from;
    throw new DomainError('not-found', `Publication ${publication.pubNum} has no version ${missing}`);
  }
  const [low, high] = from < to ? [from, to] : [to, from];
  const changeNotes = publication.versions
    .filter((v) => v.version > low && v.version <= high && v.changeNote !== null)
    .map((v) => ({ version: v.version, changeNote: v.changeNote! }));
  return { ...diffVersions(before, after), changeNotes };
};
