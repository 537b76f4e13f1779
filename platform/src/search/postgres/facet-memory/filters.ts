import { keepAtMost } from '../../kept.js';
import { type Audience, type Condition, type Filter } from '../../port.js';
import { type Bits } from '../facet-column.js';
import { columnFor } from '../table.js';
import { and, orInto } from './bits.js';
import { type Layout, type Loaded } from './layout.js';

/** Filters' rows kept between searches (about 12 KB each with 100,000 rows). */
const KEPT_FILTERS = 256;

/** The rows holding any of `values` in the filter field `name`. */
const valuesBits = (
  { schema }: Layout,
  state: Loaded,
  audience: Audience,
  name: string,
  values: readonly string[],
): Bits => {
  const spec = schema.fields[name];
  if (!spec?.filter) throw new Error(`${name} is not a filter of ${schema.name}`);
  const column = state.columns.get(columnFor(name, spec, audience))!;
  const ids = values.map((v) => column.idOf(v)).filter((id) => id !== undefined);
  return ids.length === 0
    ? new Uint32Array(state.words)
    : column.rowsListedUnder(ids, state.ids.length, state.words);
};

const conditionBits = (layout: Layout, state: Loaded, audience: Audience, condition: Condition): Bits => {
  let bits: Bits | undefined;
  for (const [name, value] of Object.entries(condition)) {
    const holding = valuesBits(layout, state, audience, name, [String(value)]);
    bits = bits ? and(bits, holding) : holding;
  }
  return bits ?? Uint32Array.from(state.listed);
};

/**
 * The rows passing one filter (its conditions OR'ed): the values of a one-field condition are
 * looked for together, in one pass over that column. Kept until rows change (a page of results
 * and the next ask the same filters), at most `KEPT_FILTERS` of them.
 */
export const filterBits = (layout: Layout, state: Loaded, audience: Audience, filter: Filter): Bits => {
  const key = `${audience}|${JSON.stringify(filter.anyOf)}`;
  const kept = state.filters.get(key);
  if (kept) return kept;
  const bits = new Uint32Array(state.words);
  const byField = new Map<string, string[]>();
  for (const condition of filter.anyOf) {
    const fields = Object.entries(condition);
    if (fields.length === 1) {
      const [name, value] = fields[0]!;
      byField.set(name, [...(byField.get(name) ?? []), String(value)]);
    } else orInto(bits, conditionBits(layout, state, audience, condition));
  }
  for (const [name, values] of byField) orInto(bits, valuesBits(layout, state, audience, name, values));
  keepAtMost(state.filters, KEPT_FILTERS, key, bits);
  return bits;
};
