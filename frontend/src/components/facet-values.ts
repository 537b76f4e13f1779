import { useState } from 'react';

/** A facet shows its first values; "Show more" shows the rest the server sent. */
const FIRST_VALUES = 8;
/** A facet with more values than this gets a box that filters them. */
const SEARCHABLE_FROM = 10;

/**
 * Which of a facet's values show (the Registry's checkboxes, the Journal's chips): the first
 * `FIRST_VALUES` unless expanded, every match of the search box (offered from `SEARCHABLE_FROM`
 * values), and a chosen value always.
 */
export function useFacetValues<T>(
  values: readonly T[],
  labelOf: (v: T) => string,
  chosen: (v: T) => boolean,
) {
  const [expanded, setExpanded] = useState(false);
  const [term, setTerm] = useState('');
  const wanted = term.trim().toLowerCase();
  const matching = values.filter((v) => !wanted || labelOf(v).toLowerCase().includes(wanted));
  // Searching shows every match; otherwise the first values unless expanded.
  const limited = !wanted && !expanded;
  const shown = new Set(matching.filter((_, i) => !limited || i < FIRST_VALUES));
  const hidden = matching.filter((v, i) => i >= FIRST_VALUES && !chosen(v)).length;
  return {
    term,
    setTerm,
    searchable: values.length > SEARCHABLE_FROM,
    visible: values.filter((v) => chosen(v) || shown.has(v)),
    noMatch: Boolean(wanted) && matching.length === 0,
    expanded,
    canExpand: !wanted && (expanded || hidden > 0),
    toggle: () => setExpanded(!expanded),
    /** The expand button's words. */
    more: expanded ? 'Show fewer' : `Show more (${hidden})`,
  };
}
