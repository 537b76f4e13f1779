import { eraseSelfSchema } from '@academy/domain';
import { Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showServerErrors } from '../../api/server-field-errors';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { paths } from '../../config/paths';
import { useEraseMyAccountMutation } from './api';

const fieldNames = ['password'] as const;

/** What erasure does, said before the member confirms. */
export const ERASURE_CONSEQUENCES = [
  'Your account, profile and profile image are deleted, and you are signed out everywhere.',
  'You leave the Registry and its search.',
  'Your publications stay in the Journal: a publication is a public scholarly record. Your name on them reads “Erased author”; your co-authors keep theirs.',
  'The history keeps its order, with “erased” in place of your personal data; payments keep their amounts, without your name.',
  'Your key is destroyed at once. Leftover copies go later: database remnants within minutes, backups taken before when their retention ends.',
  'This cannot be undone. Download your data first if you want a copy.',
];

/** `/settings/privacy`: the member erases their own account, confirming with their password. */
export function DeleteAccountForm() {
  const [eraseMyAccount] = useEraseMyAccountMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(eraseSelfSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await eraseMyAccount(password ? { password } : {}).unwrap();
      // The session is gone: a fresh page load leaves nothing of the account cached.
      window.location.assign(paths.accountDeleted);
    } catch (caught) {
      showServerErrors(caught, fieldNames, setError, setFormError);
    }
  });

  return (
    <Card.Root variant="outline" borderColor="red.muted">
      <Card.Body>
        <Stack asChild gap={4}>
          <form onSubmit={onSubmit} noValidate aria-label="Delete my account">
            <Heading as="h2" size="lg">
              Delete my account
            </Heading>
            <Text>What happens when you delete your account:</Text>
            <List.Root ps={5}>
              {ERASURE_CONSEQUENCES.map((c) => (
                <List.Item key={c}>{c}</List.Item>
              ))}
            </List.Root>
            <FormError message={formError} title="Your account was not deleted" />
            <TextField
              label="Your password, to confirm"
              type="password"
              autoComplete="current-password"
              helperText="Signed in only through an outside provider? Leave it empty."
              error={errors.password?.message}
              maxW="md"
              {...register('password')}
            />
            <Button type="submit" alignSelf="start" colorPalette="red" loading={isSubmitting}>
              Delete my account for good
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
