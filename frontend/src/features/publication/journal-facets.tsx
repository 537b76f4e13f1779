import { Button, Flex, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useStrictId } from '../../components/strict-id';
import { type FacetValue } from './api';

/** A facet shows its first chips; "Show more" shows the rest the server sent. */
const FIRST_VALUES = 8;
/** A facet with more values than this gets a box that filters them. */
const SEARCHABLE_FROM = 10;
const facetLabels: Record<string, string> = { year: 'Year', keyword: 'Keyword', author: 'Author' };

interface JournalFacetsProps {
  facets: Record<string, FacetValue[]>;
  /** The value chosen for a facet, if any. */
  chosen: (name: string) => string | null;
  onToggle: (name: string, value: string) => void;
}

/**
 * The search's facets as chips: one scrolling row on phones (so the first results stay in view),
 * a wrapped group per facet from md up.
 */
export function JournalFacets({ facets, chosen, onToggle }: JournalFacetsProps) {
  return (
    <Flex
      direction={{ base: 'row', md: 'column' }}
      gap={{ base: 4, md: 2 }}
      overflowX={{ base: 'auto', md: 'visible' }}
      pb={{ base: 1, md: 0 }}
    >
      {Object.entries(facets).map(([name, values]) =>
        values.length === 0 ? null : (
          <JournalFacet
            key={name}
            name={name}
            values={values}
            chosen={chosen(name)}
            onToggle={(value) => onToggle(name, value)}
          />
        ),
      )}
    </Flex>
  );
}

interface JournalFacetProps {
  name: string;
  values: FacetValue[];
  chosen: string | null;
  onToggle: (value: string) => void;
}

function JournalFacet({ name, values, chosen, onToggle }: JournalFacetProps) {
  const [expanded, setExpanded] = useState(false);
  const [term, setTerm] = useState('');
  const id = useStrictId(`facet-${name}`);
  const label = facetLabels[name] ?? name;
  const wanted = term.trim().toLowerCase();
  const matching = values.filter((v) => !wanted || v.value.toLowerCase().includes(wanted));
  const limited = !wanted && !expanded;
  const shown = new Set(matching.filter((_, i) => !limited || i < FIRST_VALUES));
  const visible = values.filter((v) => v.value === chosen || shown.has(v));
  const hidden = matching.filter((v, i) => i >= FIRST_VALUES && v.value !== chosen).length;
  return (
    <HStack
      id={id}
      gap={2}
      flexShrink={0}
      flexWrap={{ base: 'nowrap', md: 'wrap' }}
      role="group"
      aria-label={`${label} facet`}
    >
      <Text fontWeight="medium">{label}:</Text>
      {values.length > SEARCHABLE_FROM ? (
        <Input
          type="search"
          size="xs"
          width="8rem"
          aria-label={`Search ${label}`}
          placeholder={`Search ${label.toLowerCase()}`}
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
        />
      ) : null}
      {visible.map((v) => (
        <Button
          key={v.value}
          size="xs"
          flexShrink={0}
          variant={v.value === chosen ? 'solid' : 'outline'}
          aria-pressed={v.value === chosen}
          onClick={() => onToggle(v.value)}
        >
          {v.value} ({v.count})
        </Button>
      ))}
      {!wanted && (expanded || hidden > 0) ? (
        <Button
          size="xs"
          variant="plain"
          flexShrink={0}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : `Show more (${hidden})`}
        </Button>
      ) : null}
    </HStack>
  );
}
