import { Alert, Button, Skeleton } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toProductError } from '../../api/product-error';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { useConfirmEmailChangeMutation } from './api';

type Outcome = { kind: 'pending' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/** `/settings/confirm-email?token=`: the link mailed to the new address confirms the change once. */
export function Component() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [confirmEmail] = useConfirmEmailChangeMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  const sent = useRef(false);

  useEffect(() => {
    // The token works once: confirm it once, even when effects run twice.
    if (sent.current) return;
    sent.current = true;
    confirmEmail({ token })
      .unwrap()
      .then(
        ({ email }) => setOutcome({ kind: 'done', email }),
        (error: unknown) => setOutcome({ kind: 'failed', message: toProductError(error).message }),
      );
  }, [confirmEmail, token]);

  return (
    <Page title="Confirm your new email" maxW="md">
      {outcome.kind === 'pending' && <Skeleton height="12" />}
      {outcome.kind === 'done' && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>
            Your email is now {outcome.email}. Sign in with it from now on.
          </Alert.Description>
        </Alert.Root>
      )}
      {outcome.kind === 'failed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{outcome.message}</Alert.Description>
        </Alert.Root>
      )}
      {outcome.kind !== 'pending' && (
        <Button asChild colorPalette="blue" alignSelf="start">
          <Link to={paths.manageMembership}>Back to settings</Link>
        </Button>
      )}
    </Page>
  );
}
