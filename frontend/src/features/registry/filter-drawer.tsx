import { countOf, type RegistryFilterKey } from '@academy/domain';
import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchRegistryQuery } from './api';
import { FacetPanels } from './facet-panels';
import { apiSearchOf, withFilters } from './search-state';

type Filters = Record<RegistryFilterKey, string[]>;

interface FilterDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The search in effect (its query and sort stay). */
  search: URLSearchParams;
  /** The filters in effect, the drawer's draft to begin with. */
  applied: Filters;
  names: ReadonlyMap<string, string>;
  onApply: (filters: Filters) => void;
}

/**
 * The narrow screen's filters: boxes ticked here are a draft, counted as they change ("Show 12
 * members"), applied by that button; closing the drawer otherwise leaves the search as it was.
 */
export function FilterDrawer({ open, onOpenChange, ...rest }: FilterDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <DraftFilters {...rest} onDone={() => onOpenChange(false)} />
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Mounted each time the drawer opens, so the draft starts from the filters in effect. */
function DraftFilters({
  search,
  applied,
  names,
  onApply,
  onDone,
}: Omit<FilterDrawerProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const [draft, setDraft] = useState<Filters>(applied);
  // The draft's count and facets: the page's query with one hit (the list is not shown here); the
  // last answer's facets stay while the next is counted.
  const { data, currentData } = useSearchRegistryQuery({
    search: apiSearchOf(withFilters(search, draft), 1),
  });
  const toggle = (key: RegistryFilterKey, value: string) =>
    setDraft((d) => ({
      ...d,
      [key]: d[key].includes(value) ? d[key].filter((v) => v !== value) : [...d[key], value],
    }));
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>Filters</Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <FacetPanels facets={data?.facets} active={draft} names={names} onToggle={toggle} />
      </Drawer.Body>
      <Drawer.Footer>
        <Button
          width="full"
          aria-live="polite"
          onClick={() => {
            onApply(draft);
            onDone();
          }}
        >
          {currentData ? `Show ${countOf(currentData.total, 'member')}` : 'Show members'}
        </Button>
      </Drawer.Footer>
    </>
  );
}
