import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { siteName } from '../../config/runtime-config';
import { saveSignUpTier } from './membership-tier-storage';

/** `/sign-up/success`: the account exists; next, log in. */
export function Component() {
  const firstName = (useLocation().state as { firstName?: unknown } | null)?.firstName;
  // The sign-up is complete (paid, when the tier costs): its saved tier is no longer needed.
  useEffect(() => saveSignUpTier(undefined), []);
  const greeting = typeof firstName === 'string' && firstName ? `Welcome, ${firstName}!` : 'Welcome!';
  return (
    <Page title="Your account is ready" maxW="2xl">
      <Text fontSize="xl">{greeting}</Text>
      <Text color="fg.muted">
        Your membership of {siteName()} has been created. Log in with the email and password you chose to
        complete your profile, browse the Registry and submit to the Journal.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
        <Button asChild colorPalette="blue">
          <Link to={paths.signIn}>Log in</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Return home</Link>
        </Button>
      </Stack>
    </Page>
  );
}
