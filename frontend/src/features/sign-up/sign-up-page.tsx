import { Alert, Card, Link as ChakraLink, Skeleton, Text } from '@chakra-ui/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useViewer } from '../../access/use-viewer';
import { toProductError } from '../../api/product-error';
import { tiersApi, useMembershipTiersQuery } from '../../api/tiers-api';
import { NotFoundPage } from '../../components/error-pages/status-page';
import { Page } from '../../components/page';
import { type PageHandle } from '../../config/page-prefetch';
import { href, paths } from '../../config/paths';
import { siteName } from '../../config/runtime-config';
import { CompletePayment } from './complete-payment';
import { SignUpForm } from './sign-up-form';
import { priceLabel, TierCardSkeletons, TierCards } from './tier-cards';

export const handle: PageHandle = {
  prefetch: (dispatch) => void dispatch(tiersApi.endpoints.membershipTiers.initiate()),
};

/**
 * `/sign-up`: the tiers as cards. `/sign-up/:membershipTier`: the account form for that tier (an
 * unknown tier is a 404); a signed-in member is offered to pay for it instead. A failed payment
 * comes back here with its message.
 */
export function Component() {
  const { membershipTier } = useParams();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const message = params.get('message');
  const { data, isLoading, error } = useMembershipTiersQuery();
  const tiers = data?.tiers ?? [];
  const chosen = membershipTier === undefined ? undefined : tiers.find((t) => t.id === membershipTier);
  if (membershipTier !== undefined && data && !chosen) return <NotFoundPage />;
  return (
    <Page title="Sign up" maxW={chosen ? 'xl' : '5xl'}>
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
      {isLoading && (membershipTier === undefined ? <TierCardSkeletons /> : <Skeleton height="40" />)}
      {error && <Text color="fg.error">{toProductError(error).message}</Text>}
      {membershipTier === undefined && data && <TierCards tiers={tiers} />}
      {chosen && (
        <Card.Root variant="outline">
          <Card.Header>
            <Card.Title as="h2">
              {chosen.name}: {priceLabel(chosen)}
            </Card.Title>
            <ChakraLink asChild colorPalette="blue" variant="underline" fontSize="sm">
              <Link to={href(paths.signUp)}>Choose another tier</Link>
            </ChakraLink>
          </Card.Header>
          <Card.Body>
            {viewer.loading ? (
              <Skeleton height="40" />
            ) : viewer.signedIn ? (
              <CompletePayment tier={chosen} retry={Boolean(message)} />
            ) : (
              <SignUpForm membershipTier={chosen.id} />
            )}
          </Card.Body>
        </Card.Root>
      )}
      {!viewer.signedIn && (
        <Text color="fg.muted">
          Already a member?{' '}
          <ChakraLink asChild colorPalette="blue" variant="underline">
            <Link to={paths.signIn}>Log in</Link>
          </ChakraLink>
        </Text>
      )}
    </Page>
  );
}
