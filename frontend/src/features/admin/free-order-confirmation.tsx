import { Alert, Button, HStack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { type PendingConfirmation } from './free-order-form';

interface Props {
  confirmation: PendingConfirmation | null;
  /** Grants again with the confirmation; true once granted. */
  onConfirm: (confirmation: PendingConfirmation) => Promise<unknown>;
  onCancel: () => void;
  busy: boolean;
}

/**
 * A free order that would lower or shorten a paid membership (or drop its scheduled cancellation)
 * says exactly that and waits: nothing is granted until the admin confirms the sentence.
 */
export function FreeOrderConfirmation({ confirmation, onConfirm, onCancel, busy }: Props) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirmation) confirmButton.current?.focus();
  }, [confirmation]);
  if (!confirmation) return null;
  return (
    <Alert.Root status="warning" role="alert" aria-label="Confirm the free order">
      <Alert.Indicator />
      <Alert.Content gap={3}>
        <Alert.Title>Replace the current membership?</Alert.Title>
        <Alert.Description>{confirmation.sentence}</Alert.Description>
        <HStack gap={3} wrap="wrap">
          <Button
            ref={confirmButton}
            size="sm"
            colorPalette="red"
            loading={busy}
            onClick={() => void onConfirm(confirmation)}
          >
            Confirm and grant
          </Button>
          <Button size="sm" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
