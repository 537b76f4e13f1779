import { changeEmailSchema } from '@academy/domain';
import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showServerErrors } from '../../api/server-field-errors';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { showToast } from '../../components/toasts/toast-store';
import { useRequestEmailChangeMutation } from './api';

const fieldNames = ['email', 'password'] as const;

/** The member asks to move to a new email, with their password: a confirmation link goes to that address. */
export function ChangeEmailForm() {
  const [requestEmailChange] = useRequestEmailChangeMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changeEmailSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await requestEmailChange(input).unwrap();
      reset();
      showToast('success', `A confirmation link is on its way to ${input.email}.`);
    } catch (caught) {
      showServerErrors(caught, fieldNames, setError, setFormError);
    }
  });

  return (
    <Stack asChild gap={4} maxW="md">
      <form onSubmit={onSubmit} noValidate aria-label="Change email">
        <FormError message={formError} title="The email was not changed" />
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          required
          helperText="We mail a confirmation link to the new address; the change takes effect when you open it."
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          required
          helperText="Your current password: a session alone cannot move your account. Your old address is told, with a link to undo the change."
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" alignSelf="start" loading={isSubmitting}>
          Change email
        </Button>
      </form>
    </Stack>
  );
}
