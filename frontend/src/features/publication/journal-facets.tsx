import { Button, Flex, HStack, Input, Text } from '@chakra-ui/react';
import { useFacetValues } from '../../components/facet-values';
import { useStrictId } from '../../components/strict-id';
import { type FacetValue } from './api';

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
  const id = useStrictId(`facet-${name}`);
  const label = facetLabels[name] ?? name;
  const { term, setTerm, searchable, visible, expanded, canExpand, toggle, more } = useFacetValues(
    values,
    (v) => v.value,
    (v) => v.value === chosen,
  );
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
      {searchable ? (
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
      {canExpand ? (
        <Button
          size="xs"
          variant="plain"
          flexShrink={0}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={toggle}
        >
          {more}
        </Button>
      ) : null}
    </HStack>
  );
}
