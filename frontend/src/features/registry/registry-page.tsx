import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCircleHelp } from 'react-icons/lu';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorOf } from '../../api/base-api';
import { Popover } from '../../components/overlays/popover';
import { Page } from '../../components/page';
import { PaginationNav } from '../../components/pagination-nav';
import { href, paths } from '../../config/paths';
import { registryPageSize, useSearchRegistryQuery } from './api';
import { MemberResults } from './member-results';
import { MemberSearchForm } from './member-search-form';
import { filtersIn } from './unsupported-filters';

const pageFrom = (value: string | null): number => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
};

/** `/registry` (everyone) and `/registry/search?query=&page=` (a name search). */
export function Component() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const isSearch = pathname === paths.registrySearch;
  const query = isSearch ? (params.get('query') ?? '').trim() : '';
  const page = pageFrom(params.get('page'));
  const { data, error, isFetching, refetch } = useSearchRegistryQuery({
    query,
    page,
    limit: registryPageSize,
  });
  const filters = isSearch ? filtersIn(params) : [];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / registryPageSize)) : 1;

  const goToPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('page', String(next));
    setParams(nextParams);
    window.scrollTo({ top: 0 });
  };

  return (
    <Page title={isSearch && query ? `Registry: ${query}` : 'Registry'}>
      <HStack justify="space-between" align="start" gap={3} wrap="wrap">
        <Text color="fg.muted" flex="1 1 20rem">
          The Registry lists the members of the academy. Search by first or last name to find a colleague.
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
            Type a first name, a last name or both. Case does not matter, and every word must match.
          </Text>
        </Popover>
      </HStack>
      {filters.length > 0 && (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Description>
            Filtering by {filters.join(', ')} is not available yet: the list below is not filtered.
          </Alert.Description>
        </Alert.Root>
      )}
      <MemberSearchForm
        initialQuery={query}
        onSearch={(q) => void navigate(href(paths.registrySearch, {}, { query: q }))}
      />
      <Stack gap={4}>
        {data && !isFetching && !error && (
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            {data.total === 1 ? '1 member' : `${data.total} members`}
            {query ? ` matching "${query}"` : ''}
          </Text>
        )}
        <MemberResults
          hits={data?.hits}
          loading={isFetching}
          error={errorOf(error)}
          query={query}
          onRetry={() => void refetch()}
        />
        {!isFetching && !error && (
          <PaginationNav page={page} pageCount={pageCount} onPageChange={goToPage} label="Registry pages" />
        )}
      </Stack>
    </Page>
  );
}
