import { countOf, type RegistryFilterKey } from '@academy/domain';
import { Box, Button, Field, Grid, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CircleQuestionMark as LuCircleHelp, SlidersHorizontal as LuSlidersHorizontal } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorOf } from '../../api/base-api';
import { Popover } from '../../components/overlays/popover';
import { Page } from '../../components/page';
import { PaginationNav } from '../../components/pagination-nav';
import { useFieldIds } from '../../components/strict-id';
import { paths } from '../../config/paths';
import { tiersApi, useTierName } from '../../api/tiers-api';
import { type PageHandle } from '../../config/page-prefetch';
import { registryApi, registryPageSize, type RegistrySearchArgs, useSearchRegistryQuery } from './api';
import { ActiveFilters, FacetPanels } from './facet-panels';
import { FilterDrawer } from './filter-drawer';
import { MemberResults } from './member-results';
import { MemberSearchForm } from './member-search-form';
import {
  apiSearchOf,
  searchStateOf,
  sortOptions,
  toggled,
  withFilters,
  withoutFilters,
} from './search-state';

/** The search the page shows: none on `/registry`, the address's on `/registry/search`. */
const effectiveSearch = (pathname: string, params: URLSearchParams): URLSearchParams =>
  pathname === paths.registrySearch ? params : new URLSearchParams();

/** The list's query for the page's address. */
const registrySearchArgs = (effective: URLSearchParams): RegistrySearchArgs => ({
  search: apiSearchOf(effective, registryPageSize),
});

export const handle: PageHandle = {
  prefetch: (dispatch, { url }) => {
    const effective = effectiveSearch(url.pathname, url.searchParams);
    void dispatch(registryApi.endpoints.searchRegistry.initiate(registrySearchArgs(effective)));
    void dispatch(tiersApi.endpoints.membershipTiers.initiate());
  },
};

/**
 * `/registry` (everyone) and `/registry/search` with `query`, the filters as repeated keys, `sort`
 * and `page`: all of the search lives in the address, so back, forward and shared links work.
 */
export function Component() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sortField = useFieldIds('registry-sort');
  const isSearch = pathname === paths.registrySearch;
  const effective = effectiveSearch(pathname, params);
  const state = searchStateOf(effective);
  const { data, error, isFetching, refetch } = useSearchRegistryQuery(registrySearchArgs(effective));
  const pageCount = data ? Math.max(1, Math.ceil(data.total / registryPageSize)) : 1;
  const tierName = useTierName();
  // What a filter value reads as: organizations by name, tiers by name (ids never collide: UUIDs and tier ids).
  const valueNames = new Map([
    ...[...(data?.facets.experience ?? []), ...(data?.facets.education ?? [])].map(
      (v) => [v.value, v.name ?? v.value] as const,
    ),
    ...(data?.facets.membershipTier ?? []).map((v) => [v.value, tierName(v.value)] as const),
    ...state.filters.membershipTier.map((id) => [id, tierName(id)] as const),
  ]);
  const firstPage = new URLSearchParams(effective);
  firstPage.delete('page');
  const pastLastPage =
    data && data.hits.length === 0 && data.total > 0 && state.page > pageCount
      ? { page: state.page, pageCount, firstPageHref: `${paths.registrySearch}?${firstPage.toString()}` }
      : null;

  /** Filters change the address of the search page (from /registry too). */
  const go = (next: URLSearchParams) => {
    if (isSearch) setParams(next);
    else void navigate(`${paths.registrySearch}?${next.toString()}`);
  };
  const toggle = (key: RegistryFilterKey, value: string) => go(toggled(effective, key, value));
  const goToPage = (next: number) => {
    const nextParams = new URLSearchParams(effective);
    nextParams.set('page', String(next));
    go(nextParams);
    window.scrollTo({ top: 0 });
  };
  const setSort = (sort: string) => {
    const nextParams = new URLSearchParams(effective);
    nextParams.set('sort', sort);
    nextParams.delete('page');
    go(nextParams);
  };

  return (
    <Page title={isSearch && state.query ? `Registry: ${state.query}` : 'Registry'}>
      <HStack justify="space-between" align="start" gap={3} wrap="wrap">
        <Text color="fg.muted" flex="1 1 20rem">
          The Registry lists the members of the academy. Search by name, or narrow the list by expertise,
          availability, organization and country.
        </Text>
        <Popover
          title="Search tips"
          trigger={
            <Button variant="ghost" size="sm" flexShrink={0}>
              <LuCircleHelp aria-hidden /> Search tips
            </Button>
          }
        >
          <Text fontSize="sm">
            Type a first name, a last name or both. Case does not matter, every word must match, and a small
            typo in a longer name is forgiven. Values of one filter widen the list; filters together narrow
            it.
          </Text>
        </Popover>
      </HStack>
      <MemberSearchForm
        initialQuery={state.query}
        onSearch={(q) => {
          const next = new URLSearchParams(effective);
          next.set('query', q);
          next.delete('page');
          void navigate(`${paths.registrySearch}?${next.toString()}`);
        }}
      />
      <ActiveFilters
        active={state.filters}
        names={valueNames}
        onRemove={toggle}
        onClear={() => go(withoutFilters(effective))}
      />
      <Grid templateColumns={{ base: '1fr', md: '16rem 1fr' }} gap={6} alignItems="start">
        <Box display={{ base: 'none', md: 'block' }}>
          <FacetPanels facets={data?.facets} active={state.filters} names={valueNames} onToggle={toggle} />
        </Box>
        <Stack gap={4}>
          <HStack justify="space-between" gap={3} wrap="wrap">
            {data && !isFetching && !error ? (
              <Text color="fg.muted" fontSize="sm" aria-live="polite">
                {countOf(data.total, 'member')}
                {state.query ? ` matching “${state.query}”` : ''}
              </Text>
            ) : (
              <span />
            )}
            <HStack gap={2}>
              <Button
                display={{ base: 'inline-flex', md: 'none' }}
                variant="outline"
                size="sm"
                onClick={() => setFiltersOpen(true)}
              >
                <LuSlidersHorizontal aria-hidden /> Filters
              </Button>
              <Field.Root {...sortField} orientation="horizontal" gap={2} width="auto">
                <Field.Label fontSize="sm" whiteSpace="nowrap">
                  Sort by
                </Field.Label>
                <NativeSelect.Root size="sm" width="9rem">
                  <NativeSelect.Field
                    value={state.sort ?? (state.query ? 'relevance' : 'name')}
                    onChange={(event) => setSort(event.currentTarget.value)}
                  >
                    {sortOptions.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </HStack>
          </HStack>
          <MemberResults
            hits={data?.hits}
            loading={isFetching}
            error={errorOf(error)}
            query={state.query}
            filtered={Object.values(state.filters).some((v) => v.length > 0)}
            pastLastPage={pastLastPage}
            onRetry={() => void refetch()}
          />
          {!isFetching && !error && !pastLastPage && (
            <PaginationNav
              page={state.page}
              pageCount={pageCount}
              onPageChange={goToPage}
              label="Registry pages"
            />
          )}
        </Stack>
      </Grid>
      <FilterDrawer
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        search={effective}
        applied={state.filters}
        names={valueNames}
        onApply={(filters) => go(withFilters(effective, filters))}
      />
    </Page>
  );
}
