import { Alert, Card, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { siteName } from '../../config/runtime-config';
import { SignUpForm } from './sign-up-form';

/** `/sign-up` and `/sign-up/:membershipTier`; a failed payment comes back here with its message. */
export function Component() {
  const { membershipTier } = useParams();
  const [params] = useSearchParams();
  const message = params.get('message');
  return (
    <Page title="Sign up" maxW="xl">
      <Text color="fg.muted">
        Join the {siteName()}: publish in the Journal, appear in the Registry and take part in the life of the
        academy.
      </Text>
      {message && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{message}</Alert.Description>
        </Alert.Root>
      )}
      <Card.Root variant="outline">
        <Card.Body>
          <SignUpForm membershipTier={membershipTier} />
        </Card.Body>
      </Card.Root>
      <Text color="fg.muted">
        Already a member?{' '}
        <ChakraLink asChild colorPalette="blue" variant="underline">
          <Link to={paths.signIn}>Log in</Link>
        </ChakraLink>
      </Text>
    </Page>
  );
}
