import { type RegistrySearchHit } from '@academy/domain';
import {
  Button,
  EmptyState,
  HStack,
  Link as ChakraLink,
  Skeleton,
  SkeletonCircle,
  Stack,
} from '@chakra-ui/react';
import { Users as LuUsers } from 'lucide-react';
import { Link } from 'react-router';
import { type ProductErrorData } from '../../api/product-error';
import { FormError } from '../../components/form-error';
import { MemberCards } from './member-card';

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
      <MemberCards hits={hits} />
    </section>
  );
}
