import { type RegistryFilterKey, type RegistrySearchAnswer, registryFilterKeys } from '@academy/domain';
import { Box, Button, HStack, Tag, Wrap } from '@chakra-ui/react';
import { X as LuX } from 'lucide-react';
import { FacetFilters } from './facet-checkbox';
import { FacetList } from './facet-list';
import { facetLabel, filterLabels, filterValueOf, readableValue } from './search-state';

interface FacetPanelsProps {
  facets: RegistrySearchAnswer['facets'] | undefined;
  active: Record<RegistryFilterKey, string[]>;
  /** Readable names of values that are ids (organizations, tiers). */
  names: ReadonlyMap<string, string>;
  onToggle: (key: RegistryFilterKey, value: string) => void;
}

/** One panel per filter: each value with its count among the members matching every other filter. */
export function FacetPanels({ facets, active, names, onToggle }: FacetPanelsProps) {
  return (
    <FacetFilters>
      {registryFilterKeys.map((key) => {
        const values = facets?.[key] ?? [];
        const chosen = active[key];
        // The server counts every chosen value; one it could not (free-text expertise, a city) still
        // shows, without a count, so it can be removed here too.
        const listed = new Set(values.map((v) => filterValueOf(key, v.value)));
        const missing = chosen.filter((v) => !listed.has(v));
        if (values.length === 0 && missing.length === 0) return null;
        return (
          <FacetList
            key={key}
            legend={filterLabels[key]}
            entries={[
              ...values.map((v) => {
                const value = filterValueOf(key, v.value);
                const label = facetLabel(key, v, names);
                return { value, label, count: v.count, checked: chosen.includes(value) };
              }),
              ...missing.map((value) => ({ value, label: readableValue(key, value, names), checked: true })),
            ]}
            onToggle={(value) => onToggle(key, value)}
          />
        );
      })}
    </FacetFilters>
  );
}

interface ActiveFiltersProps {
  active: Record<RegistryFilterKey, string[]>;
  names: ReadonlyMap<string, string>;
  onRemove: (key: RegistryFilterKey, value: string) => void;
  onClear: () => void;
}

/** The filters in effect as chips, each with its remove button, and "Clear all". */
export function ActiveFilters({ active, names, onRemove, onClear }: ActiveFiltersProps) {
  const chips = registryFilterKeys.flatMap((key) => active[key].map((value) => ({ key, value })));
  if (chips.length === 0) return null;
  return (
    <Box as="section" aria-label="Active filters">
      <HStack gap={2} wrap="wrap">
        <Wrap gap={2}>
          {chips.map(({ key, value }) => {
            const label = `${filterLabels[key]}: ${readableValue(key, value, names)}`;
            return (
              <Tag.Root key={`${key}=${value}`} size="lg" variant="subtle">
                <Tag.Label>{label}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={`Remove ${label}`} onClick={() => onRemove(key, value)}>
                    <LuX />
                  </Tag.CloseTrigger>
                </Tag.EndElement>
              </Tag.Root>
            );
          })}
        </Wrap>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear all
        </Button>
      </HStack>
    </Box>
  );
}
