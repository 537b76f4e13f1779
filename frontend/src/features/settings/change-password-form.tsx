import { changePasswordSchema } from '@academy/domain';
import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showServerErrors } from '../../api/server-field-errors';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { showToast } from '../../components/toasts/toast-store';
import { useChangePasswordMutation } from './api';

const fieldNames = ['currentPassword', 'newPassword'] as const;

/** The member changes their password: the current one, and a new one (at least 12 characters). */
export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await changePassword(input).unwrap();
      reset();
      showToast('success', 'Your password has been changed.');
    } catch (caught) {
      showServerErrors(caught, fieldNames, setError, setFormError);
    }
  });

  return (
    <Stack asChild gap={4} maxW="md">
      <form onSubmit={onSubmit} noValidate aria-label="Change password">
        <FormError message={formError} title="The password was not changed" />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          helperText="At least 12 characters."
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <Button type="submit" alignSelf="start" loading={isSubmitting}>
          Change password
        </Button>
      </form>
    </Stack>
  );
}
