import { Button, Input } from '@chakra-ui/react';
import { useFacetValues } from '../../components/facet-values';
import { useStrictId } from '../../components/strict-id';
import { FacetCheckbox } from './facet-checkbox';

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
 * One filter's values under its legend: the first ones with "Show more" for the rest, a search box
 * over them when there are many; a checked value always shows (`useFacetValues`).
 */
export function FacetList({ legend, entries, onToggle }: FacetListProps) {
  const valuesId = useStrictId('facet-values');
  const { term, setTerm, searchable, visible, noMatch, expanded, canExpand, toggle, more } = useFacetValues(
    entries,
    (e) => e.label,
    (e) => e.checked,
  );
  return (
    <fieldset>
      <legend>{legend}</legend>
      {searchable ? (
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
        {noMatch ? <p data-part="count">No {legend.toLowerCase()} matches</p> : null}
      </div>
      {canExpand ? (
        <Button
          variant="plain"
          size="sm"
          alignSelf="start"
          px={0}
          aria-expanded={expanded}
          aria-controls={valuesId}
          onClick={toggle}
        >
          {more}
        </Button>
      ) : null}
    </fieldset>
  );
}
