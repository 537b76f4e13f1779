/** A query's terms: lowercase runs of letters and digits, at most 8. */
export const queryTerms = (text: string | undefined): string[] =>
  (text ?? '')
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, 8);

/** Edits a term may carry, as Meilisearch's defaults: none below 5 letters, 1 from 5, 2 from 9. */
export const typoBudget = (term: string): number => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0);
