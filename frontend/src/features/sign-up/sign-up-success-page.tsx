import { type PublicTier } from '@academy/domain';
import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useViewer } from '../../access/use-viewer';
import { useMembershipTiersQuery } from '../../api/tiers-api';
import { Page } from '../../components/page';
import { href, paths } from '../../config/paths';
import { siteName } from '../../config/runtime-config';
import { useMyNamesQuery } from './api';
import { peekSignUpTier, saveSignUpTier } from './membership-tier-storage';

/** What the member can do next: submitting to the Journal only where their tier grants it. */
const nextSteps = (tier: PublicTier | undefined): string =>
  tier?.grants.includes('journal-submit')
    ? 'complete your profile, browse the Registry and submit to the Journal'
    : 'complete your profile and browse the Registry';

/**
 * `/sign-up/success`: the account exists and (after the sign-up, or the payment) the member is
 * signed in: greeted by name, told what their tier includes (the catalogue's perks of that tier,
 * never another's), sent on to their profile. Without a session, next is to log in.
 */
export function Component() {
  const given = (useLocation().state as { firstName?: unknown } | null)?.firstName;
  const viewer = useViewer();
  // After a paid sign-up the form's state is gone (the checkout came between): ask who it is.
  const names = useMyNamesQuery(undefined, { skip: !viewer.signedIn || typeof given === 'string' });
  // The tier signed up for, read before the sign-up's saved tier is forgotten.
  const [saved] = useState(peekSignUpTier);
  // The sign-up is complete (paid, when the tier costs): its saved tier is no longer needed.
  useEffect(() => saveSignUpTier(undefined), []);
  const tiers = useMembershipTiersQuery();
  const tierID = viewer.membershipTier ?? saved;
  const tier = tiers.data?.tiers.find((t) => t.id === tierID);
  const firstName = typeof given === 'string' && given ? given : names.data?.firstName;
  const greeting = firstName ? `Welcome, ${firstName}!` : 'Welcome!';
  const next = nextSteps(tier);
  return (
    <Page title="Your account is ready" maxW="2xl">
      <Text fontSize="xl">{greeting}</Text>
      {viewer.signedIn ? (
        <Text color="fg.muted">
          Your membership of {siteName()} has been created and you are signed in. Now you can {next}.
        </Text>
      ) : (
        <Text color="fg.muted">
          Your membership of {siteName()} has been created. Log in with the email and password you chose to{' '}
          {next}.
        </Text>
      )}
      {tier && tier.perks.length > 0 && (
        <Stack gap={2} data-testid="tier-perks">
          <Text fontWeight="semibold">Your {tier.name} membership includes:</Text>
          <List.Root ps={5}>
            {tier.perks.map((perk) => (
              <List.Item key={perk}>{perk}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
        {viewer.signedIn && viewer.userID ? (
          <Button asChild colorPalette="blue">
            <Link
              to={href(paths.profileTabToggle, { userID: viewer.userID, tabID: 'about', toggleID: 'edit' })}
            >
              Complete your profile
            </Link>
          </Button>
        ) : (
          !viewer.loading && (
            <Button asChild colorPalette="blue">
              <Link to={paths.signIn}>Log in</Link>
            </Button>
          )
        )}
        <Button asChild variant="outline">
          <Link to={paths.home}>Return home</Link>
        </Button>
      </Stack>
    </Page>
  );
}
