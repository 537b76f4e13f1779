import { safeRedirectTarget, signInSchema } from '@academy/domain';
import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toProductError } from '../../api/product-error';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { browserLocation } from '../../config/browser-location';
import { href, paths } from '../../config/paths';
import { useSignInWithPasswordMutation } from './api';

/** The built-in provider's form: Email, Password, Sign in. */
export function SignInForm() {
  const navigate = useNavigate();
  const [signIn] = useSignInWithPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const { redirect } = await signIn(input).unwrap();
      // A full page load: the whole app starts again with the new session.
      browserLocation.assign(safeRedirectTarget(redirect, window.location.origin));
    } catch (caught) {
      const error = toProductError(caught);
      if (error.type === 'invalid-credentials') await navigate(paths.signInFail);
      else if (error.type === 'banned')
        await navigate(href(paths.signInFailBanned, {}, { message: error.message }));
      else setFormError(error.message);
    }
  });

  return (
    <Stack asChild gap={5}>
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <FormError message={formError} title="Sign-in failed" />
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" colorPalette="blue" size="lg" loading={isSubmitting} loadingText="Signing in…">
          Sign in
        </Button>
      </form>
    </Stack>
  );
}
