import { typoBudget } from '../query-text.js';
import {
  type Audience,
  type CollectionSchema,
  type Condition,
  type Filter,
  type SearchQuery,
} from '../port.js';
import { type Params } from './params.js';
import { columnFor, hasFullText } from './table.js';

/** The columns of the fields matched as names (`match: 'name'`), for an audience. */
export const nameColumns = (schema: CollectionSchema, audience: Audience): string[] =>
  Object.entries(schema.fields)
    .filter(([, spec]) => spec.match === 'name')
    .map(([name, spec]) => columnFor(name, spec, audience));

/** A word of some matched field starts with `term`. */
export const fullTextCondition = (audience: Audience, term: string, params: Params): string =>
  `fts__${audience} @@ to_tsquery('simple', ${params.add(`${term}:*`)})`;

/** Each term must reach some matched field: a word by prefix, or a name by typo. */
export const textConditions = (
  schema: CollectionSchema,
  audience: Audience,
  terms: readonly string[],
  params: Params,
): string[] =>
  terms.map((term) => {
    const reaches: string[] = [];
    if (hasFullText(schema)) reaches.push(fullTextCondition(audience, term, params));
    if (typoBudget(term) > 0) {
      const t = params.add(term);
      for (const c of nameColumns(schema, audience)) reaches.push(`${c} % ${t}`);
    }
    return `(${reaches.join(' or ')})`;
  });

/** Relevance: names equal to a term, then names starting with one, then the closest names. */
export const relevanceOrder = (
  schema: CollectionSchema,
  audience: Audience,
  terms: readonly string[],
  params: Params,
): string[] => {
  const names = nameColumns(schema, audience);
  if (names.length === 0 || terms.length === 0) return [];
  const exact: string[] = [];
  const similar: string[] = [];
  for (const term of terms) {
    const t = params.add(term);
    const p = params.add(`${term}%`);
    exact.push(
      `(case when ${names.map((c) => `${c} = ${t}`).join(' or ')} then 2 when ${names.map((c) => `${c} like ${p}`).join(' or ')} then 1 else 0 end)`,
    );
    similar.push(`greatest(${names.map((c) => `similarity(${c}, ${t})`).join(', ')})`);
  }
  return [`${exact.join(' + ')} desc`, `${similar.join(' + ')} desc`];
};

const conditionSql = (
  schema: CollectionSchema,
  audience: Audience,
  condition: Condition,
  params: Params,
): string => {
  const parts = Object.entries(condition).map(([name, raw]) => {
    const spec = schema.fields[name];
    if (!spec?.filter) throw new Error(`${name} is not a filter of ${schema.name}`);
    const value =
      typeof raw === 'string' && (spec.caseless || spec.type === 'text') ? raw.toLowerCase() : raw;
    const c = columnFor(name, spec, audience);
    return spec.type === 'keywords'
      ? `${c} @> array[${params.add(value, '::text')}]`
      : `${c} = ${params.add(value)}`;
  });
  return parts.length === 1 ? parts[0]! : `(${parts.join(' and ')})`;
};

/** Any of the filter's conditions; one field's values become one array test an index answers. */
export const filterSql = (
  schema: CollectionSchema,
  audience: Audience,
  filter: Filter,
  params: Params,
): string => {
  const fields = new Set(filter.anyOf.flatMap((c) => Object.keys(c)));
  const [only] = fields;
  const spec = only === undefined ? undefined : schema.fields[only];
  if (filter.anyOf.length === 0) return 'false';
  if (
    fields.size === 1 &&
    spec?.filter &&
    filter.anyOf.every((c) => Object.keys(c).length === 1) &&
    spec.type !== 'integer' &&
    spec.type !== 'boolean'
  ) {
    const values = filter.anyOf.map((c) => {
      const v = String(c[only!]);
      return spec.caseless ? v.toLowerCase() : v;
    });
    const c = columnFor(only!, spec, audience);
    return spec.type === 'keywords'
      ? `${c} && ${params.add(values, '::text[]')}`
      : `${c} = any(${params.add(values, '::text[]')})`;
  }
  return `(${filter.anyOf.map((c) => conditionSql(schema, audience, c, params)).join(' or ')})`;
};

/** Listed rows the text reaches, passing every filter but `except`. */
export const whereClause = (
  schema: CollectionSchema,
  query: SearchQuery,
  terms: readonly string[],
  params: Params,
  except?: string,
): string =>
  [
    'listed',
    ...textConditions(schema, query.audience, terms, params),
    ...(query.filters ?? [])
      .filter((f) => f.name !== except)
      .map((f) => filterSql(schema, query.audience, f, params)),
  ].join(' and ');
