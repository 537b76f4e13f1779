import { audiences, type Audience, type CollectionSchema, type FacetValue } from '../../port.js';
import { type Bits, type FacetColumn } from '../facet-column.js';
import { columnFor, hasFullText } from '../table.js';
import { TrigramDictionary } from '../trigrams.js';
import { nameColumns } from '../where.js';
import { type KeptDocs } from './kept-docs.js';

/** The rows held in memory at a write sequence (`seq`), and what was worked out from them since. */
export interface Loaded {
  definition: string | null;
  seq: number;
  words: number;
  ids: string[];
  rowOf: Map<string, number>;
  /** No id holds a line break: a text search's matches come back as one string of ids, one per line. */
  joinable: boolean;
  listed: Bits;
  columns: Map<string, FacetColumn>;
  /** A facet counted without text at `seq`, by audience, request and the other filters (see FacetMemory.answer). */
  facets: Map<string, FacetValue[]>;
  /** The rows passing a filter at `seq`, by audience and filter (see `filterBits`). */
  filters: Map<string, Bits>;
  /** Each row's sort keys (integer, and text as `codePointKey`), by column: what orders a ranking's ties in memory. */
  values: Map<string, unknown[]>;
  /**
   * The database orders text by code point (its collation is C, or C.UTF-8): text sort keys order a
   * ranking's ties in memory too. Under another collation only integer keys do, and SQL orders the rest.
   */
  codePoints: boolean;
  /** A search page's documents, kept by id until their rows are loaded again (kept-docs.ts). */
  docs: KeptDocs;
}

export interface HeldColumn {
  column: string;
  caseless: boolean;
  select?: string;
  inverted?: boolean;
}

/** Which columns of a collection's view are held, and how: worked out once from its schema. */
export interface Layout {
  schema: CollectionSchema;
  view: string;
  /** Sort columns, integer and text (for the order of a ranking's ties). */
  rankColumns: string[];
  /**
   * Every column held: the filters' and facets', the names' (a term's typos are matched here, not
   * in SQL), and each audience's full-text lexemes (`select`: read as `tsvector_to_array`; listed
   * by value, `inverted`, for prefix matches).
   */
  heldColumns: HeldColumn[];
  /** The held lexemes of an audience's full text, when the collection has one. */
  lexemes: Partial<Record<Audience, string>>;
  integerSorts: Set<string>;
  integerColumns: Set<string>;
  textSorts: Set<string>;
  dictionary: TrigramDictionary;
}

export const layoutOf = (schema: CollectionSchema, view: string): Layout => {
  const filtered = Object.entries(schema.fields).flatMap(([name, spec]) =>
    spec.filter || spec.facet
      ? audiences.map((a) => ({
          name,
          column: columnFor(name, spec, a),
          caseless: spec.type === 'text' || Boolean(spec.caseless),
          // A filter's rows are read from its value's postings: as many as it passes, not every row.
          inverted: Boolean(spec.filter),
        }))
      : [],
  );
  // A shared field has one column for both audiences.
  const fields = [...new Map(filtered.map((f) => [f.column, f])).values()];
  const sortsOf = (type: string) =>
    new Set(
      Object.values(schema.sorts)
        .flat()
        .filter((k) => schema.fields[k.field]?.type === type)
        .map((k) => k.field),
    );
  const columnsOf = (fields: Set<string>) =>
    new Set([...fields].flatMap((name) => audiences.map((a) => columnFor(name, schema.fields[name]!, a))));
  const integerSorts = sortsOf('integer');
  const textSorts = sortsOf('text');
  const integerColumns = columnsOf(integerSorts);
  // Sort keys order the ties of a ranking in memory (the names it scores are the held columns').
  const rankColumns = [...integerColumns, ...columnsOf(textSorts)];
  const held = new Map<string, HeldColumn>(
    fields.map((f) => [f.column, { column: f.column, caseless: f.caseless, inverted: f.inverted }]),
  );
  // Names are listed by value too: a term's typos are a few names, their rows read from the postings.
  for (const column of audiences.flatMap((a) => nameColumns(schema, a)))
    held.set(column, { column, caseless: held.get(column)?.caseless ?? true, inverted: true });
  const lexemes: Partial<Record<Audience, string>> = {};
  if (hasFullText(schema))
    for (const audience of audiences) {
      const column = `lexemes__${audience}`;
      lexemes[audience] = column;
      held.set(column, {
        column,
        caseless: false,
        select: `tsvector_to_array(fts__${audience})`,
        inverted: true,
      });
    }
  const dictionary = new TrigramDictionary();
  return {
    schema,
    view,
    rankColumns,
    heldColumns: [...held.values()],
    lexemes,
    integerSorts,
    integerColumns,
    textSorts,
    dictionary,
  };
};
