import { type HighlightRun, type RegistrySearchHit } from '@academy/domain';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  HStack,
  Link as ChakraLink,
  LinkBox,
  LinkOverlay,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Users as LuUsers } from 'lucide-react';
import { Link } from 'react-router';
import { type ProductErrorData } from '../../api/product-error';
import { useTierName } from '../../api/tiers-api';
import { countryName } from '../../components/country/country-names';
import { FormError } from '../../components/form-error';
import { InitialsAvatar } from '../../components/initials-avatar';
import { PlainList } from '../../components/plain-list';
import { href, paths } from '../../config/paths';

interface MemberResultsProps {
  hits: RegistrySearchHit[] | undefined;
  loading: boolean;
  error: ProductErrorData | undefined;
  query: string;
  /** Filters are in effect (the empty state says so). */
  filtered?: boolean;
  /** A page past the last one: how many pages there are, and the address of the first. */
  pastLastPage?: { page: number; pageCount: number; firstPageHref: string } | null;
  onRetry: () => void;
}

function MemberSkeletons() {
  return (
    <Stack gap={3} role="status" aria-busy="true" aria-label="Loading members">
      {Array.from({ length: 5 }, (_, i) => (
        <HStack key={i} gap={4} p={3} borderWidth="1px" borderRadius="md">
          <SkeletonCircle size="10" />
          <Skeleton height="4" flex="1" maxW="60" />
        </HStack>
      ))}
    </Stack>
  );
}

/** A name with what the query matched marked. */
function Highlighted({ text, runs }: { text: string; runs: HighlightRun[] | undefined }) {
  if (!runs) return <>{text}</>;
  return (
    <>
      {runs.map((run, i) =>
        run.match ? (
          <Box as="mark" key={i} bg="yellow.subtle" color="inherit">
            {run.text}
          </Box>
        ) : (
          <span key={i}>{run.text}</span>
        ),
      )}
    </>
  );
}

function MemberItem({ hit }: { hit: RegistrySearchHit }) {
  const tierName = useTierName();
  const place = hit.location
    ? [hit.location.city, hit.location.state, countryName(hit.location.country)].filter(Boolean).join(', ')
    : '';
  return (
    <PlainList.Item listStyle="none">
      <LinkBox as="article" p={3} borderWidth="1px" borderRadius="md" _hover={{ bg: 'bg.muted' }}>
        <HStack gap={4} align="start">
          <InitialsAvatar
            userID={hit.userID}
            firstName={hit.firstName}
            lastName={hit.lastName}
            src={hit.hasImage ? `/rest/user/profile/image?userID=${encodeURIComponent(hit.userID)}` : null}
            size="md"
          />
          <Stack flex="1" minW="0" gap={1}>
            <LinkOverlay asChild>
              <Link to={href(paths.profile, { userID: hit.userID })}>
                <Text fontWeight="semibold" truncate>
                  <Highlighted text={hit.firstName} runs={hit.highlights.firstName?.[0]} />{' '}
                  <Highlighted text={hit.lastName} runs={hit.highlights.lastName?.[0]} />
                </Text>
              </Link>
            </LinkOverlay>
            {hit.headline && (
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {hit.headline}
              </Text>
            )}
            {place && (
              <Text fontSize="sm" color="fg.muted">
                {place}
              </Text>
            )}
            {hit.expertise && hit.expertise.length > 0 && (
              <Wrap gap={1} role="group" aria-label="Expertise">
                {hit.expertise.slice(0, 8).map((tag) => (
                  <Badge key={tag} variant="outline" size="sm">
                    {tag}
                  </Badge>
                ))}
              </Wrap>
            )}
          </Stack>
          {hit.membershipTier && <Badge colorPalette="blue">{tierName(hit.membershipTier)}</Badge>}
        </HStack>
      </LinkBox>
    </PlainList.Item>
  );
}

/** The member list with its loading, empty and error states. */
export function MemberResults({
  hits,
  loading,
  error,
  query,
  filtered,
  pastLastPage,
  onRetry,
}: MemberResultsProps) {
  if (loading) return <MemberSkeletons />;
  if (error) {
    return (
      <Stack gap={3} align="start">
        <FormError title="The Registry could not be loaded" message={error.message} />
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (pastLastPage && hits?.length === 0) {
    const { page, pageCount, firstPageHref } = pastLastPage;
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="md">
        <EmptyState.Content>
          <EmptyState.Title>{`There is no page ${page}`}</EmptyState.Title>
          <EmptyState.Description>
            {pageCount === 1 ? 'The list has 1 page. ' : `The list has ${pageCount} pages. `}
            <ChakraLink asChild colorPalette="blue" variant="underline">
              <Link to={firstPageHref}>Go to page 1</Link>
            </ChakraLink>
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  if (!hits || hits.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="md">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuUsers />
          </EmptyState.Indicator>
          <EmptyState.Title>
            {query
              ? `No members match “${query}”`
              : filtered
                ? 'No members match these filters'
                : 'No members yet'}
          </EmptyState.Title>
          <EmptyState.Description>
            {query
              ? 'Check the spelling or search for another first or last name.'
              : filtered
                ? 'Remove a filter to widen the list.'
                : 'Members appear here once they join.'}
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    // Named by its section: html-validate's recommended rules name no bare list.
    <section aria-label="Members">
      <PlainList.Root gap={3} ps={0}>
        {hits.map((hit) => (
          <MemberItem key={hit.userID} hit={hit} />
        ))}
      </PlainList.Root>
    </section>
  );
}
