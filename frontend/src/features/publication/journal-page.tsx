import { authorizedTiers } from '@academy/domain';
import { Button, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { BookOpen as LuBookOpen } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useViewer } from '../../access/use-viewer';
import { useMembershipTiersQuery } from '../../api/tiers-api';
import { EmptyNotice } from '../../components/empty-notice';
import { Page } from '../../components/page';
import { PaginationNav } from '../../components/pagination-nav';
import { paths } from '../../config/paths';
import { type PageHandle } from '../../config/page-prefetch';
import { journalApi, useJournalListQuery, useSubmitPrecheckQuery } from './api';
import { PublicationSummary } from './publication-summary';

const PAGE_SIZE = 20;

interface FacetSelectProps {
  label: string;
  /** The first option's text: no filter. */
  all: string;
  value: string;
  values: readonly { value: string | number; count: number }[] | undefined;
  onChange: (value: string | undefined) => void;
}

/** One facet of the list as a select: every value with its count, or all. */
function FacetSelect({ label, all, value, values, onChange }: FacetSelectProps) {
  return (
    <NativeSelect.Root width="auto">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">{all}</option>
        {values?.map((v) => (
          <option key={v.value} value={v.value}>
            {v.value} ({v.count})
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The list's query for the page's address: page, order, year and keyword. */
const journalListArgs = (params: URLSearchParams) => ({
  page: Math.max(1, Number(params.get('page')) || 1),
  sort: params.get('sort') === 'oldest' ? ('oldest' as const) : ('newest' as const),
  year: Number(params.get('year')) || undefined,
  keyword: params.get('keyword') || undefined,
});

export const handle: PageHandle = {
  prefetch: (dispatch, { url }) =>
    void dispatch(journalApi.endpoints.journalList.initiate(journalListArgs(url.searchParams))),
};

/** `/journal`: the latest publications, filtered by year and keyword, paged. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const args = journalListArgs(params);
  const { page, sort, year, keyword } = args;
  const viewer = useViewer();
  // Asked only of a member whose tier grants submitting (the catalogue says which): any other
  // member's every visit would otherwise log a 403.
  const tiers = useMembershipTiersQuery(undefined, { skip: !viewer.signedIn });
  const mayTry =
    viewer.membershipTier !== null &&
    tiers.data !== undefined &&
    authorizedTiers(tiers.data, 'journal-submit').includes(viewer.membershipTier);
  const precheck = useSubmitPrecheckQuery(undefined, { skip: !mayTry });
  const { data, isLoading } = useJournalListQuery(args);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  return (
    <Page title="Journal">
      <Stack gap={5}>
        <HStack justify="space-between" wrap="wrap" gap={3}>
          <Text color="fg.muted" lineHeight="tall" maxW="3xl">
            The Journal publishes original work by members. Each publication has a number; each revision is
            kept as a new version.
          </Text>
          {precheck.isSuccess && (
            <Button asChild colorPalette="blue">
              <Link to={paths.journalSubmit}>Submit to the Journal</Link>
            </Button>
          )}
        </HStack>
        <HStack gap={3} wrap="wrap">
          <FacetSelect
            label="Year"
            all="All years"
            value={year === undefined ? '' : String(year)}
            values={data?.years}
            onChange={(value) => update({ year: value })}
          />
          <FacetSelect
            label="Keyword"
            all="All keywords"
            value={keyword ?? ''}
            values={data?.keywords}
            onChange={(value) => update({ keyword: value })}
          />
          <NativeSelect.Root width="auto">
            <NativeSelect.Field
              aria-label="Order"
              value={sort}
              onChange={(e) => update({ sort: e.target.value })}
            >
              <option value="newest">Newest first</option>
              <option value="oldest">Oldest first</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        {isLoading ? (
          <Skeleton height="24" />
        ) : !data || data.publications.length === 0 ? (
          <EmptyNotice
            icon={LuBookOpen}
            title="No publications to show yet"
            description="Published articles will be listed here, newest first."
            action={
              <Button asChild variant="outline">
                <Link to={paths.howToPublish}>How to publish</Link>
              </Button>
            }
          />
        ) : (
          <Stack as="ul" gap={3}>
            {data.publications.map((p) => (
              <PublicationSummary
                key={p.pubNum}
                pubNum={p.pubNum}
                title={p.title}
                authors={p.authors.map((a) => a.name).join(', ')}
                year={p.publishYear}
                keywords={p.keywords}
              />
            ))}
          </Stack>
        )}
        {data && (
          <PaginationNav
            page={page}
            pageCount={Math.max(1, Math.ceil(data.total / PAGE_SIZE))}
            onPageChange={(p) => update({ page: String(p) })}
          />
        )}
      </Stack>
    </Page>
  );
}
