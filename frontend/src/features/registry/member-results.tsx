import { type RegistryHit } from '@academy/domain';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  HStack,
  LinkBox,
  LinkOverlay,
  List,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuUsers } from 'react-icons/lu';
import { Link } from 'react-router';
import { type ProductErrorData } from '../../api/product-error';
import { FormError } from '../../components/form-error';
import { InitialsAvatar } from '../../components/initials-avatar';
import { href, paths } from '../../config/paths';

interface MemberResultsProps {
  hits: RegistryHit[] | undefined;
  loading: boolean;
  error: ProductErrorData | undefined;
  query: string;
  onRetry: () => void;
}

function MemberSkeletons() {
  return (
    <Stack gap={3} aria-busy="true" aria-label="Loading members">
      {Array.from({ length: 5 }, (_, i) => (
        <HStack key={i} gap={4} p={3} borderWidth="1px" borderRadius="md">
          <SkeletonCircle size="10" />
          <Skeleton height="4" flex="1" maxW="60" />
        </HStack>
      ))}
    </Stack>
  );
}

function MemberItem({ hit }: { hit: RegistryHit }) {
  return (
    <List.Item listStyle="none">
      <LinkBox as="article" p={3} borderWidth="1px" borderRadius="md" _hover={{ bg: 'bg.muted' }}>
        <HStack gap={4}>
          <InitialsAvatar userID={hit.userID} firstName={hit.firstName} lastName={hit.lastName} size="md" />
          <Box flex="1" minW="0">
            <LinkOverlay asChild>
              <Link to={href(paths.profile, { userID: hit.userID })}>
                <Text fontWeight="semibold" truncate>
                  {hit.firstName} {hit.lastName}
                </Text>
              </Link>
            </LinkOverlay>
          </Box>
          {hit.membershipTier && <Badge colorPalette="blue">{hit.membershipTier}</Badge>}
        </HStack>
      </LinkBox>
    </List.Item>
  );
}

/** The member list with its loading, empty and error states. */
export function MemberResults({ hits, loading, error, query, onRetry }: MemberResultsProps) {
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
  if (!hits || hits.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="md">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuUsers />
          </EmptyState.Indicator>
          <EmptyState.Title>{query ? `No members match "${query}"` : 'No members yet'}</EmptyState.Title>
          <EmptyState.Description>
            {query
              ? 'Check the spelling or search for another first or last name.'
              : 'Members appear here once they join.'}
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <List.Root as="ul" gap={3} aria-label="Members" ps={0}>
      {hits.map((hit) => (
        <MemberItem key={hit.userID} hit={hit} />
      ))}
    </List.Root>
  );
}
