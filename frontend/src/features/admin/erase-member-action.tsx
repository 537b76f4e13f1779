import { Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorOf } from '../../api/base-api';
import { FormError } from '../../components/form-error';
import { ConfirmButton } from '../../components/overlays/confirm-button';
import { showToast } from '../../components/toasts/toast-store';
import { paths } from '../../config/paths';
import { useEraseMemberMutation } from './api';

/** The admin user page's erasure, on the member's request: a reason, then a confirmation. */
export function EraseMemberAction({ userID, name }: { userID: string; name: string }) {
  const [reason, setReason] = useState('');
  const [erase, state] = useEraseMemberMutation();
  const navigate = useNavigate();
  const onConfirm = async () => {
    await erase({ userID, reason: reason.trim() }).unwrap();
    showToast('success', `${name} has been erased.`);
    void navigate(paths.adminSearch);
  };
  return (
    <Stack as="section" aria-label="Erase member" gap={3} borderTopWidth="1px" pt={4}>
      <Text fontSize="sm" color="fg.muted">
        Erasing a member destroys the key of their personal data: their profile, sessions and image go, they
        leave every list and search, their publications stay with “Erased author”. This cannot be undone.
      </Text>
      <HStack align="end" gap={3} wrap="wrap">
        <Field.Root maxW="sm" required>
          <Field.Label>Reason for the erasure</Field.Label>
          <Input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </Field.Root>
        <ConfirmButton
          buttonProps={{ colorPalette: 'red', disabled: !reason.trim(), loading: state.isLoading }}
          title={`Erase ${name}?`}
          text="Their key is destroyed and they are signed out everywhere. Database remnants go within minutes; backups taken before keep their data until their retention ends. This cannot be undone."
          confirmLabel="Erase member"
          loading={state.isLoading}
          onConfirm={onConfirm}
        >
          Erase member
        </ConfirmButton>
      </HStack>
      <FormError message={state.error ? (errorOf(state.error)?.message ?? 'Error') : null} />
    </Stack>
  );
}
