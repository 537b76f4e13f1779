import { Button, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useStrictId } from '../../components/strict-id';
import { FacetCheckbox } from './facet-checkbox';

/** A facet shows its first values; "Show more" shows the rest the server sent. */
export const FIRST_VALUES = 8;
/** A facet with more values than this gets a box that filters them. */
export const SEARCHABLE_FROM = 10;

export interface FacetEntry {
  /** The filter's value. */
  value: string;
  /** What it reads as. */
  label: string;
  /** The members it would list; absent when the server did not count it. */
  count?: number | undefined;
  checked: boolean;
}

interface FacetListProps {
  legend: string;
  entries: readonly FacetEntry[];
  onToggle: (value: string) => void;
}

/**
 * One filter's values under its legend: the first `FIRST_VALUES` with "Show more" for the rest, a
 * search box over them when there are more than `SEARCHABLE_FROM`; a checked value always shows.
 */
export function FacetList({ legend, entries, onToggle }: FacetListProps) {
  const [expanded, setExpanded] = useState(false);
  const [term, setTerm] = useState('');
  const valuesId = useStrictId('facet-values');
  const wanted = term.trim().toLowerCase();
  const matching = entries.filter((e) => !wanted || e.label.toLowerCase().includes(wanted));
  // Searching shows every match; otherwise the first values unless expanded.
  const limited = !wanted && !expanded;
  const shown = new Set(matching.filter((_, i) => !limited || i < FIRST_VALUES));
  const visible = entries.filter((e) => e.checked || shown.has(e));
  const hidden = matching.filter((e, i) => i >= FIRST_VALUES && !e.checked).length;
  const canExpand = !wanted && (expanded || hidden > 0);
  return (
    <fieldset>
      <legend>{legend}</legend>
      {entries.length > SEARCHABLE_FROM ? (
        <Input
          type="search"
          size="sm"
          mt={2}
          aria-label={`Search ${legend}`}
          placeholder={`Search ${legend.toLowerCase()}`}
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
        />
      ) : null}
      <div data-part="values" id={valuesId}>
        {visible.map((e) => (
          <FacetCheckbox
            key={e.value}
            checked={e.checked}
            onToggle={() => onToggle(e.value)}
            label={e.label}
            count={e.count}
          />
        ))}
        {wanted && matching.length === 0 ? <p data-part="count">No {legend.toLowerCase()} matches</p> : null}
      </div>
      {canExpand ? (
        <Button
          variant="plain"
          size="sm"
          alignSelf="start"
          px={0}
          aria-expanded={expanded}
          aria-controls={valuesId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : `Show more (${hidden})`}
        </Button>
      ) : null}
    </fieldset>
  );
}
