import { Card, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { siteName } from '../../config/runtime-config';
import { SignInForm } from './sign-in-form';

/** `/sign-in`: the built-in sign-in provider. */
export function Component() {
  return (
    <Page title="Sign in" maxW="md">
      <Text color="fg.muted">Welcome back to the {siteName()}.</Text>
      <Card.Root variant="outline">
        <Card.Body>
          <SignInForm />
        </Card.Body>
      </Card.Root>
      <HStack justify="space-between" wrap="wrap" gap={2}>
        <ChakraLink asChild colorPalette="blue" variant="underline">
          <Link to={paths.signInReset}>Forgot your password?</Link>
        </ChakraLink>
        <Text color="fg.muted">
          New here?{' '}
          <ChakraLink asChild colorPalette="blue" variant="underline">
            <Link to={paths.signUp}>Create an account</Link>
          </ChakraLink>
        </Text>
      </HStack>
    </Page>
  );
}
