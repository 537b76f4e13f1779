import { signUpSchema } from '@academy/domain';
import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSubmissionKey } from '../../api/idempotency-key';
import { showServerErrors } from '../../api/server-field-errors';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { paths } from '../../config/paths';
import { useSignUpMutation } from './api';
import { saveSignUpTier } from './membership-tier-storage';
import { useContinueSignUp } from './use-continue-sign-up';

const fieldNames = ['firstName', 'lastName', 'email', 'password', 'membershipTier'] as const;

export function SignUpForm({ membershipTier }: { membershipTier?: string | undefined }) {
  const navigate = useNavigate();
  const [signUp] = useSignUpMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const submissionKey = useSubmissionKey();
  const continueSignUp = useContinueSignUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', membershipTier },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      // One key per filled-in form: a double click or a retry after a network error is the same command.
      const result = await signUp({ input, idempotencyKey: submissionKey(input) }).unwrap();
      if (result.checkoutUrl) {
        // A paid tier: kept while the visitor pays (the payment-failure page reads it back).
        saveSignUpTier(input.membershipTier);
        if (result.checkoutUrl.startsWith('/')) await navigate(result.checkoutUrl);
        else window.location.assign(result.checkoutUrl);
        return;
      }
      saveSignUpTier(undefined);
      await navigate(paths.signUpSuccess, { state: { firstName: input.firstName } });
    } catch (caught) {
      if (await continueSignUp(input, caught)) return;
      showServerErrors(caught, fieldNames, setError, setFormError);
    }
  });

  return (
    <Stack asChild gap={5}>
      <form onSubmit={onSubmit} noValidate aria-label="Sign up">
        <FormError message={formError ?? errors.membershipTier?.message} title="Sign-up failed" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={5}>
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </SimpleGrid>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          helperText="At least 12 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <Button
          type="submit"
          colorPalette="blue"
          size="lg"
          loading={isSubmitting}
          loadingText="Creating your account…"
        >
          Create account
        </Button>
      </form>
    </Stack>
  );
}
