import { Badge, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Search as LuSearch } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyNotice } from '../../components/empty-notice';
import { Page } from '../../components/page';
import { PaginationNav } from '../../components/pagination-nav';
import { useJournalSearchQuery } from './api';
import { JournalFacets } from './journal-facets';
import { Highlighted, PublicationSummary } from './publication-summary';

const PAGE_SIZE = 20;

/** `/journal/search?query=` (a blank query never reaches this page: it goes to `/`). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = {
    year: params.get('year') || undefined,
    keyword: params.get('keyword') || undefined,
    author: params.get('author') || undefined,
  };
  const { data, isFetching, isLoading } = useJournalSearchQuery(
    { query, page, ...filters },
    { skip: !query },
  );

  const toggle = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (next.get(name) === value) next.delete(name);
    else next.set(name, value);
    next.delete('page');
    setParams(next);
  };

  return (
    <Page title="Journal search">
      <Stack gap={4}>
        <Text color="fg.muted" aria-live="polite">
          {data
            ? `${data.total} result${data.total === 1 ? '' : 's'} for “${query}”`
            : `Results for “${query}”`}
          {data?.correctedQuery ? ` (showing results for “${data.correctedQuery}”)` : ''}
        </Text>
        {data && <JournalFacets facets={data.facets} chosen={(name) => params.get(name)} onToggle={toggle} />}
        {isLoading ? (
          <Skeleton height="24" />
        ) : !data || data.hits.length === 0 ? (
          <EmptyNotice
            icon={LuSearch}
            title="No publications found"
            description="Publications whose title, authors, abstract, keywords or text match your search are listed here."
          />
        ) : (
          <Stack as="ul" gap={3} aria-label="Search results" opacity={isFetching ? 0.6 : 1}>
            {data.hits.map((hit) => (
              <PublicationSummary
                key={hit.pubNum}
                pubNum={hit.pubNum}
                title={
                  hit.highlights.title?.[0] ? <Highlighted parts={hit.highlights.title[0]} /> : hit.title
                }
                authors={
                  hit.highlights.authors?.[0] ? (
                    <Highlighted parts={hit.highlights.authors[0]} />
                  ) : (
                    hit.authors.join(', ')
                  )
                }
                year={hit.publishYear}
                keywords={hit.keywords}
                extra={
                  <>
                    {hit.removed && <Badge colorPalette="red">Removed</Badge>}
                    {(hit.highlights.abstract?.[0] ?? hit.highlights.body?.[0]) && (
                      <Text fontSize="sm" color="fg.muted" data-testid="snippet">
                        <Highlighted parts={(hit.highlights.abstract?.[0] ?? hit.highlights.body?.[0])!} />
                      </Text>
                    )}
                  </>
                }
              />
            ))}
          </Stack>
        )}
        {data && (
          <PaginationNav
            page={page}
            pageCount={Math.max(1, Math.ceil(data.total / PAGE_SIZE))}
            onPageChange={(p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              setParams(next);
            }}
          />
        )}
      </Stack>
    </Page>
  );
}
