import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useViewer } from '../../access/use-viewer';
import { Page } from '../../components/page';
import { href, paths } from '../../config/paths';
import { siteName } from '../../config/runtime-config';
import { useMyNamesQuery } from './api';
import { saveSignUpTier } from './membership-tier-storage';

/**
 * `/sign-up/success`: the account exists and (after the sign-up, or the payment) the member is
 * signed in: greeted by name, sent on to their profile. Without a session, next is to log in.
 */
export function Component() {
  const given = (useLocation().state as { firstName?: unknown } | null)?.firstName;
  const viewer = useViewer();
  // After a paid sign-up the form's state is gone (the checkout came between): ask who it is.
  const names = useMyNamesQuery(undefined, { skip: !viewer.signedIn || typeof given === 'string' });
  // The sign-up is complete (paid, when the tier costs): its saved tier is no longer needed.
  useEffect(() => saveSignUpTier(undefined), []);
  const firstName = typeof given === 'string' && given ? given : names.data?.firstName;
  const greeting = firstName ? `Welcome, ${firstName}!` : 'Welcome!';
  return (
    <Page title="Your account is ready" maxW="2xl">
      <Text fontSize="xl">{greeting}</Text>
      {viewer.signedIn ? (
        <Text color="fg.muted">
          Your membership of {siteName()} has been created and you are signed in. Complete your profile,
          browse the Registry and submit to the Journal.
        </Text>
      ) : (
        <Text color="fg.muted">
          Your membership of {siteName()} has been created. Log in with the email and password you chose to
          complete your profile, browse the Registry and submit to the Journal.
        </Text>
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
