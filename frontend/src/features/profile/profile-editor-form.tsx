import { profilePatchSchema, type ProfilePatch as ParsedPatch, type ProfilePatchBody } from '@academy/domain';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, type MouseEvent, type ReactNode, useMemo, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Path,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import { z } from 'zod';
import { showServerErrors } from '../../api/server-field-errors';
import { FormError } from '../../components/form-error';
import { showToast } from '../../components/toasts/toast-store';
import { useUpdateProfileMutation } from './api';

export interface ProfileEditorForm<V extends FieldValues> {
  form: UseFormReturn<V, unknown, ParsedPatch>;
  onSubmit: (event?: FormEvent) => Promise<void>;
  formError: string | null;
  saving: boolean;
}

/**
 * One tab's form: its values turned into the PATCH body by `toPatch` and checked with the domain's
 * schema as the member types (each field's error shows once it was left, and clears once it is
 * valid), saved with PATCH /rest/user/profile; the server's refusal shows on its field.
 */
export function useProfileEditorForm<V extends FieldValues>(
  defaultValues: DefaultValues<V>,
  toPatch: (values: V) => unknown,
  fieldNames: readonly Path<V>[],
  onDone: () => void,
): ProfileEditorForm<V> {
  const schema = useMemo(() => z.custom<V>().transform(toPatch).pipe(profilePatchSchema), [toPatch]);
  const form = useForm<V, unknown, ParsedPatch>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  const [update, updating] = useUpdateProfileMutation();
  const [formError, setFormError] = useState<string | null>(null);
  // Once valid, the values are sent as typed: the server parses them with the same schema.
  const onSubmit = form.handleSubmit(async () => {
    setFormError(null);
    try {
      await update(toPatch(form.getValues()) as ProfilePatchBody).unwrap();
      showToast('success', 'Profile saved');
      onDone();
    } catch (caught) {
      showServerErrors(caught, fieldNames, form.setError, setFormError);
    }
  });
  return { form, onSubmit, formError, saving: updating.isLoading };
}

/**
 * A field's error as the page shows it: once the field was left or the form submitted, and
 * never a stale one (a row added to a list is checked whole, before its fields are touched).
 */
export const shownError = <V extends FieldValues>(
  form: UseFormReturn<V, unknown, ParsedPatch>,
  name: Path<V>,
): string | undefined => {
  const { error, isTouched } = form.getFieldState(name, form.formState);
  return isTouched || form.formState.isSubmitted ? error?.message : undefined;
};

const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The frame every tab's editor shares: the form, its refusal, then the fields, Save and Cancel. */
export function ProfileEditorFrame<V extends FieldValues>({
  editor,
  onDone,
  children,
}: {
  editor: ProfileEditorForm<V>;
  onDone: () => void;
  children: ReactNode;
}) {
  return (
    <FormProvider {...editor.form}>
      <Stack asChild gap={5}>
        <form onSubmit={(e) => void editor.onSubmit(e)} noValidate aria-label="Edit profile">
          <FormError title="The profile could not be saved" message={editor.formError} />
          {children}
          {/* A press keeps the focus where it is until the click: leaving a field shows its error,
              which moves the buttons down, and the pointer's release would then miss them. */}
          <HStack gap={3}>
            <Button type="submit" colorPalette="blue" loading={editor.saving} onMouseDown={keepFocus}>
              Save
            </Button>
            <Button type="button" variant="ghost" onClick={onDone} onMouseDown={keepFocus}>
              Cancel
            </Button>
          </HStack>
        </form>
      </Stack>
    </FormProvider>
  );
}
