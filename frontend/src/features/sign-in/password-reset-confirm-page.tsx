import { passwordResetConfirmSchema } from '@academy/domain';
import { Alert, Button, Card, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toProductError } from '../../api/product-error';
import { FormError } from '../../components/form-error';
import { Page } from '../../components/page';
import { TextField } from '../../components/text-field';
import { paths } from '../../config/paths';
import { useConfirmPasswordResetMutation } from './api';

/** `/sign-in/reset/confirm?token=`: choose the new password. */
export function Component() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [confirmReset] = useConfirmPasswordResetMutation();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordResetConfirmSchema), defaultValues: { token, password: '' } });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await confirmReset(input).unwrap();
      setDone(true);
    } catch (error) {
      setFormError(toProductError(error).message);
    }
  });

  if (done) {
    return (
      <Page title="Password changed" maxW="md">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>Your password has been changed. You can now sign in with it.</Alert.Description>
        </Alert.Root>
        <Button asChild colorPalette="blue" alignSelf="start">
          <Link to={paths.signIn}>Sign in</Link>
        </Button>
      </Page>
    );
  }

  return (
    <Page title="Choose a new password" maxW="md">
      {!token ? (
        <FormError message="This reset link is incomplete. Ask for a new one." />
      ) : (
        <Card.Root variant="outline">
          <Card.Body>
            <Stack asChild gap={5}>
              <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
                <FormError message={formError ?? errors.token?.message} />
                <TextField
                  label="New password"
                  type="password"
                  autoComplete="new-password"
                  helperText="At least 12 characters."
                  error={errors.password?.message}
                  {...register('password')}
                />
                <Button type="submit" colorPalette="blue" loading={isSubmitting}>
                  Change password
                </Button>
              </form>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      <ChakraLink asChild colorPalette="blue" variant="underline">
        <Link to={paths.signInReset}>Ask for a new reset link</Link>
      </ChakraLink>
    </Page>
  );
}
