import { type PublicTier } from '@academy/domain';
import { Badge, Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { PlainList } from '../../components/plain-list';
import { href, paths } from '../../config/paths';

const intervalLabel: Record<PublicTier['interval'], string> = {
  year: 'per year',
  month: 'per month',
  none: '',
};

/** "60.00 EUR per year", or "Free". */
export const priceLabel = (tier: PublicTier): string =>
  tier.price
    ? `${(tier.price.amount / 100).toFixed(2)} ${tier.price.currency} ${intervalLabel[tier.interval]}`.trim()
    : 'Free';

/** The catalogue's tiers as cards: name, price and interval, perks, and "Choose". */
export function TierCards({ tiers }: { tiers: readonly PublicTier[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: Math.min(tiers.length, 3) }} gap={5}>
      {tiers.map((tier) => (
        <Card.Root key={tier.id} variant="outline" data-testid={`tier-${tier.id}`}>
          <Card.Header>
            <Card.Title as="h2">{tier.name}</Card.Title>
            <Text fontSize="xl" fontWeight="semibold">
              {priceLabel(tier)}
            </Text>
          </Card.Header>
          <Card.Body>
            <Stack gap={3}>
              <Text color="fg.muted">{tier.description}</Text>
              <PlainList.Root gap={1} ps={4}>
                {tier.perks.map((perk) => (
                  <PlainList.Item key={perk}>{perk}</PlainList.Item>
                ))}
              </PlainList.Root>
              {tier.token && (
                <Badge alignSelf="start" colorPalette="purple">
                  Membership token included
                </Badge>
              )}
            </Stack>
          </Card.Body>
          <Card.Footer>
            <Button asChild colorPalette="blue" width="full">
              <Link
                to={href(paths.signUpTier, { membershipTier: tier.id })}
                aria-label={`Choose ${tier.name}`}
              >
                Choose
              </Link>
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/**
 * While the tiers load: three cards' worth of space in the cards' grid, so that what follows (and
 * the footer) starts about where it will stay, below the fold on a phone.
 */
export function TierCardSkeletons() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={5} aria-hidden>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height="80" borderRadius="md" />
      ))}
    </SimpleGrid>
  );
}
