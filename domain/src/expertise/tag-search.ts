import { z } from 'zod';
import { limitParamSchema } from '../validation/query-params.js';
import { normalizeTag } from './tag.js';

/** Edits allowed for a term, as Meilisearch's defaults: none below 5 letters, 1 from 5, 2 from 9. */
export const typosAllowed = (term: string): number => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0);

/** The alignment table's last three rows, one after another; grown as needed, reused by every call. */
let table = new Int32Array(3 * 64);

/**
 * The optimal string alignment (Levenshtein plus swapped neighbours) of `a` against `b`: its last
 * row, the distance of `a` to each beginning of `b` (by length), or undefined once every distance
 * is past `max`. The row is a view of the shared table, valid until the next call.
 */
const alignment = (a: string, b: string, max: number): Int32Array | undefined => {
  const width = b.length + 1;
  if (table.length < 3 * width) table = new Int32Array(6 * width);
  const t = table;
  // Where the rows i - 2, i - 1 and i start in the table.
  let before = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j < width; j++) t[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    const x = a.charCodeAt(i - 1);
    const xBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    t[current] = i;
    let best = i;
    for (let j = 1; j < width; j++) {
      const y = b.charCodeAt(j - 1);
      let d = Math.min(
        t[previous + j]! + 1,
        t[current + j - 1]! + 1,
        t[previous + j - 1]! + (x === y ? 0 : 1),
      );
      if (j > 1 && xBefore === y && x === b.charCodeAt(j - 2)) d = Math.min(d, t[before + j - 2]! + 1);
      t[current + j] = d;
      if (d < best) best = d;
    }
    if (best > max) return undefined;
    [before, previous, current] = [previous, current, before];
  }
  return t.subarray(previous, previous + width);
};

/** Optimal string alignment distance (Levenshtein plus swapped neighbours), stopping past `max`. */
export const editDistance = (a: string, b: string, max: number): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  return alignment(a, b, max)?.[b.length] ?? max + 1;
};

/**
 * Does `term` match `word` as its beginning, allowing the term's typos? One alignment against the
 * word's first letters gives the distance to each of its beginnings at once.
 */
export const matchesWordStart = (term: string, word: string): boolean => {
  if (word.startsWith(term)) return true;
  const max = typosAllowed(term);
  if (max === 0) return false;
  const longest = Math.min(word.length, term.length + max);
  const row = alignment(term, word.slice(0, longest), max);
  if (!row) return false;
  for (let len = Math.max(1, term.length - max); len <= longest; len++) if (row[len]! <= max) return true;
  return false;
};

/** 0 exact, 1 the tag starts with it, 2 a later word does, 3 a typo away; undefined: no match. */
export const tagMatchRank = (tag: string, search: string): number | undefined => {
  if (tag === search) return 0;
  if (tag.startsWith(search)) return 1;
  const starts = [0, ...[...tag.matchAll(/ /g)].map((m) => m.index + 1)];
  if (starts.some((i) => i > 0 && tag.startsWith(search, i))) return 2;
  if (starts.some((i) => matchesWordStart(search, tag.slice(i)))) return 3;
  return undefined;
};

/** Tags that match free text, best first (exact, prefix, word prefix, typo), then alphabetically. */
export const matchTags = (tags: Iterable<string>, text: string): string[] => {
  const search = normalizeTag(text);
  if (!search) return [];
  const ranked: [number, string][] = [];
  for (const tag of tags) {
    const rank = tagMatchRank(tag, search);
    if (rank !== undefined) ranked.push([rank, tag]);
  }
  return ranked.sort(([ra, a], [rb, b]) => ra - rb || a.localeCompare(b)).map(([, tag]) => tag);
};

/** `GET /rest/expertise/tags?search=&page=&limit=20`: `page` is the cursor the last answer gave. */
export const expertiseTagSearchSchema = z.object({
  search: z.string().max(100, 'search is at most 100 characters').optional().default(''),
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'page is a cursor from a previous answer')
    .optional()
    .transform((v) => (v ? Number(v) : 0)),
  limit: limitParamSchema,
});
export type ExpertiseTagSearch = z.infer<typeof expertiseTagSearchSchema>;

/** `GET /rest/expertise/tags`: one page of tags; `page` is the next cursor, null after the last. */
export interface ExpertiseTagPage {
  tags: string[];
  page: string | null;
}

/** `POST /rest/expertise/tags`: 201, the tag as stored. */
export interface CreatedExpertiseTag {
  tag: string;
  position: number;
}

/** One page of tags; an empty search lists every tag alphabetically. `page`: the next cursor or null. */
export const searchTags = (
  tags: readonly string[],
  { search, page, limit }: ExpertiseTagSearch,
): ExpertiseTagPage => {
  const all = search.trim() ? matchTags(tags, search) : [...tags].sort((a, b) => a.localeCompare(b));
  const slice = all.slice(page, page + limit);
  return { tags: slice, page: page + limit < all.length ? String(page + limit) : null };
};
