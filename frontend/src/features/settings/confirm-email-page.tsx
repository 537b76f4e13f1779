import { Alert, Button, Skeleton } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toProductError } from '../../api/product-error';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { useConfirmEmailChangeMutation, useUndoEmailChangeMutation } from './api';

type Outcome =
  | { kind: 'pending' }
  | { kind: 'done'; email: string }
  | { kind: 'undone'; email: string }
  | { kind: 'failed'; message: string };

/**
 * `/settings/confirm-email?token=`: the link mailed to the new address confirms the change once.
 * `/settings/confirm-email?undo=`: the link mailed to the old address gives it back, once.
 */
export function Component() {
  const params = useSearchParams()[0];
  const undo = params.get('undo');
  const token = params.get('token') ?? '';
  const [confirmEmail] = useConfirmEmailChangeMutation();
  const [undoEmail] = useUndoEmailChangeMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  const sent = useRef(false);

  useEffect(() => {
    // The token works once: send it once, even when effects run twice.
    if (sent.current) return;
    sent.current = true;
    const failed = (error: unknown) => setOutcome({ kind: 'failed', message: toProductError(error).message });
    if (undo !== null) {
      undoEmail({ token: undo })
        .unwrap()
        .then(({ email }) => setOutcome({ kind: 'undone', email }), failed);
      return;
    }
    confirmEmail({ token })
      .unwrap()
      .then(({ email }) => setOutcome({ kind: 'done', email }), failed);
  }, [confirmEmail, undoEmail, token, undo]);

  return (
    <Page title={undo !== null ? 'Undo the email change' : 'Confirm your new email'} maxW="md">
      {outcome.kind === 'pending' && <Skeleton height="12" />}
      {outcome.kind === 'done' && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>
            Your email is now {outcome.email}. Sign in with it from now on.
          </Alert.Description>
        </Alert.Root>
      )}
      {outcome.kind === 'undone' && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>
            Your email is {outcome.email} again and every browser has been signed out. Choose a new password
            now.
          </Alert.Description>
        </Alert.Root>
      )}
      {outcome.kind === 'failed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{outcome.message}</Alert.Description>
        </Alert.Root>
      )}
      {outcome.kind === 'undone' && (
        <Button asChild colorPalette="blue" alignSelf="start">
          <Link to={paths.signInReset}>Choose a new password</Link>
        </Button>
      )}
      {(outcome.kind === 'done' || outcome.kind === 'failed') && (
        <Button asChild colorPalette="blue" alignSelf="start">
          <Link to={paths.manageMembership}>Back to settings</Link>
        </Button>
      )}
    </Page>
  );
}
