import { matchesWordStart } from '@academy/domain';
import { type CollectionSchema, type FieldValue, type HighlightPart } from './port.js';

/** A word: a run of letters and digits (what the full text indexes). */
const WORD = /[\p{L}\p{N}]+/gu;
/** The one capital whose lowercase depends on its neighbours: Σ, which ends a word as ς. */
const SPECIAL_LOWERCASE = /\u03a3/;

/**
 * Splits a text into runs, marking each word a term reaches (by prefix, or by typo). Adjacent
 * words and the text between them share a run while their marking is the same, so a body where
 * nothing matches is judged word by word but never cut up: a search highlights long bodies of
 * twenty hits, and cutting every word out of each cost a fifth of a Journal search's time.
 */
export const highlightText = (
  text: string,
  terms: readonly string[],
  /** Words already judged, as written (a long body repeats its words; each is judged once). */
  judged: Map<string, boolean> = new Map(),
  /** Judge words only this many characters past the first match; the rest is one unmarked run. */
  pastFirst = Infinity,
  /** A term reaches a word with its typos (a name), or only as the word's beginning (words). */
  typos = true,
): HighlightPart[] | undefined => {
  // By prefix, a word a term begins lies in the text lowercased: where no term does, no word
  // matches, and a long body the search reached by another field is not read word by word.
  // (The whole text lowercases as its words do, but for Σ.)
  if (!typos && !SPECIAL_LOWERCASE.test(text)) {
    const lower = text.toLowerCase();
    if (!terms.some((t) => lower.includes(t))) return undefined;
  }
  const reaches = typos ? matchesWordStart : (term: string, word: string) => word.startsWith(term);
  const parts: HighlightPart[] = [];
  let any = false;
  // The run being built: from `runStart`, marked `runMatch`; the text between words is unmarked.
  let runStart = 0;
  let runMatch = false;
  const mark = (from: number, match: boolean) => {
    if (match === runMatch) return;
    if (from > runStart) parts.push({ text: text.slice(runStart, from), match: runMatch });
    runStart = from;
    runMatch = match;
  };
  let judgeUntil = Infinity;
  WORD.lastIndex = 0;
  for (let found = WORD.exec(text); found !== null; found = WORD.exec(text)) {
    if (found.index > judgeUntil) break;
    const word = found[0];
    let match = judged.get(word);
    if (match === undefined) {
      const lower = word.toLowerCase();
      match = terms.some((t) => reaches(t, lower));
      judged.set(word, match);
    }
    const end = found.index + word.length;
    if (match && !any) judgeUntil = end + pastFirst;
    any ||= match;
    mark(found.index, match);
    if (end < text.length) mark(end, false);
  }
  if (!any) return undefined;
  if (runStart < text.length) parts.push({ text: text.slice(runStart), match: runMatch });
  return parts;
};

/** Words already judged in one search, as written, for each way a field matches. */
export type Judged = Record<'name' | 'words', Map<string, boolean>>;
export const newJudged = (): Judged => ({ name: new Map(), words: new Map() });

/**
 * Highlights of every searchable field of a hit that the terms reach, as they reach it: with typos
 * in names, by prefix in words (what the search itself matched); the same for every adapter.
 */
export const highlightHit = (
  schema: CollectionSchema,
  fields: Record<string, FieldValue>,
  terms: readonly string[],
  /** Shared by the hits of one search. */
  judged: Judged = newJudged(),
): Record<string, HighlightPart[][]> => {
  const highlights: Record<string, HighlightPart[][]> = {};
  if (terms.length === 0) return highlights;
  for (const [name, { match, snippet }] of Object.entries(schema.fields)) {
    const value = fields[name];
    if (!match || value === null || value === undefined) continue;
    const values = Array.isArray(value) ? (value as readonly string[]) : [String(value)];
    const marked = values
      .map((v) => highlightText(v, terms, judged[match], snippet, match === 'name'))
      .filter((h) => h !== undefined);
    if (marked.length > 0)
      highlights[name] = snippet === undefined ? marked : marked.map((h) => snippetOf(h, snippet));
  }
  return highlights;
};

/** Runs around the first match of a long text, about `radius` characters each side. */
export const snippetOf = (parts: readonly HighlightPart[], radius: number): HighlightPart[] => {
  const first = parts.findIndex((p) => p.match);
  if (first < 0) return [];
  const out: HighlightPart[] = [{ ...parts[first]! }];
  let before = radius;
  for (let i = first - 1; i >= 0 && before > 0; i--) {
    const text = parts[i]!.text;
    const kept = text.length > before ? `…${text.slice(text.length - before)}` : text;
    out.unshift({ text: kept, match: parts[i]!.match });
    before -= text.length;
  }
  let after = radius;
  for (let i = first + 1; i < parts.length && after > 0; i++) {
    const text = parts[i]!.text;
    const kept = text.length > after ? `${text.slice(0, after)}…` : text;
    out.push({ text: kept, match: parts[i]!.match });
    after -= text.length;
  }
  return out;
};
