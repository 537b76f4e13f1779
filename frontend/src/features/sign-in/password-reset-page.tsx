import { RESET_LINK_MINUTES } from '@academy/domain';
import { passwordResetRequestSchema } from '@academy/domain';
import { Alert, Button, Card, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toProductError } from '../../api/product-error';
import { FormError } from '../../components/form-error';
import { Page } from '../../components/page';
import { TextField } from '../../components/text-field';
import { paths } from '../../config/paths';
import { useRequestPasswordResetMutation } from './api';

/** `/sign-in/reset`: ask for a reset link; the answer never says whether the address exists. */
export function Component() {
  const [requestReset] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await requestReset(input).unwrap();
      setSentTo(input.email);
    } catch (error) {
      setFormError(toProductError(error).message);
    }
  });

  return (
    <Page title="Reset your password" maxW="md">
      {sentTo ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Check your mail</Alert.Title>
            <Alert.Description>
              If an account exists for {sentTo}, we have sent it a link to choose a new password. The link
              works once, within {RESET_LINK_MINUTES} minutes.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Card.Root variant="outline">
          <Card.Body>
            <Stack asChild gap={5}>
              <form onSubmit={onSubmit} noValidate aria-label="Reset your password">
                <Text color="fg.muted">
                  Enter the email address of your account and we will send you a reset link.
                </Text>
                <FormError message={formError} />
                <TextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  error={errors.email?.message}
                  {...register('email')}
                />
                <Button type="submit" colorPalette="blue" loading={isSubmitting}>
                  Send reset link
                </Button>
              </form>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      <ChakraLink asChild colorPalette="blue" variant="underline">
        <Link to={paths.signIn}>Back to sign in</Link>
      </ChakraLink>
    </Page>
  );
}
