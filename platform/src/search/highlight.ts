import { matchesWordStart } from '@academy/domain';
import { type CollectionSchema, type FieldValue, type HighlightPart } from './port.js';

/** Splits a text into runs, marking each word a term reaches (by prefix, or by typo). */
export const highlightText = (
  text: string,
  terms: readonly string[],
  /** Words already judged (a long body repeats its words; each is judged once). */
  judged: Map<string, boolean> = new Map(),
): HighlightPart[] | undefined => {
  const parts: HighlightPart[] = [];
  let any = false;
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!piece) continue;
    const word = piece.toLowerCase();
    let match = judged.get(word);
    if (match === undefined) {
      match = /[\p{L}\p{N}]/u.test(piece) && terms.some((t) => matchesWordStart(t, word));
      judged.set(word, match);
    }
    any ||= match;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  }
  return any ? parts : undefined;
};

/** Highlights of every searchable field of a hit that the terms reach; the same for every adapter. */
export const highlightHit = (
  schema: CollectionSchema,
  fields: Record<string, FieldValue>,
  terms: readonly string[],
  /** Words already judged, shared by the hits of one search. */
  judged: Map<string, boolean> = new Map(),
): Record<string, HighlightPart[][]> => {
  const highlights: Record<string, HighlightPart[][]> = {};
  if (terms.length === 0) return highlights;
  for (const [name, spec] of Object.entries(schema.fields)) {
    const value = fields[name];
    if (!spec.match || value === null || value === undefined) continue;
    const values = Array.isArray(value) ? (value as readonly string[]) : [String(value)];
    const marked = values.map((v) => highlightText(v, terms, judged)).filter((h) => h !== undefined);
    if (marked.length > 0) highlights[name] = marked;
  }
  return highlights;
};
