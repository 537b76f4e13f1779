import { publicationRemovalSchema } from '@academy/domain';
import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { errorOf } from '../../api/base-api';
import { FormError } from '../../components/form-error';
import { ConfirmButton } from '../../components/overlays/confirm-button';
import { showToast } from '../../components/toasts/toast-store';
import { useRemovePublicationMutation, useRestorePublicationMutation } from './api';

/** Admins: remove with a note (1 to 2,000 characters), or restore. */
export function RemovalControls({ pubNum, removed }: { pubNum: number; removed: boolean }) {
  const {
    register,
    handleSubmit,
    trigger,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(publicationRemovalSchema),
    defaultValues: { note: '' },
    mode: 'onTouched',
  });
  const [remove, removal] = useRemovePublicationMutation();
  const [restore, restoring] = useRestorePublicationMutation();
  if (removed) {
    return (
      <Stack className="no-print" align="start">
        <FormError message={errorOf(restoring.error)?.message} />
        <Button
          variant="outline"
          loading={restoring.isLoading}
          onClick={() =>
            void restore({ pubNum })
              .unwrap()
              .then(() => showToast('success', `Publication ${pubNum} is restored.`))
              .catch(() => undefined)
          }
        >
          Restore publication
        </Button>
      </Stack>
    );
  }
  return (
    <Stack className="no-print" gap={2} borderWidth="1px" borderRadius="md" p={4}>
      <FormError message={errorOf(removal.error)?.message} />
      <Field.Root invalid={Boolean(errors.note)}>
        <Field.Label>Removal note</Field.Label>
        <Textarea rows={2} maxLength={2000} {...register('note')} />
        <Field.ErrorText>{errors.note?.message}</Field.ErrorText>
      </Field.Root>
      <ConfirmButton
        buttonProps={{ alignSelf: 'start', colorPalette: 'red', loading: removal.isLoading }}
        title={`Remove publication ${pubNum}?`}
        text="Visitors and members will see the Article Removed notice with your note instead of the publication. You can restore it later."
        confirmLabel="Remove publication"
        loading={removal.isLoading}
        // The note is checked before the question: an empty one is refused on its field.
        beforeOpen={() => trigger('note', { shouldFocus: true })}
        onConfirm={handleSubmit(async ({ note }) => {
          // A refusal shows above the field, from the mutation's state.
          if ('error' in (await remove({ pubNum, note }))) return;
          reset();
          showToast('success', `Publication ${pubNum} is removed.`);
        })}
      >
        Remove publication
      </ConfirmButton>
    </Stack>
  );
}
