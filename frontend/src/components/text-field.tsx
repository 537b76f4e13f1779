import { Field, Input, type InputProps } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';
import { useFieldIds } from './strict-id';

interface TextFieldProps extends Omit<InputProps, 'size'> {
  label: string;
  error?: string | undefined;
  helperText?: ReactNode;
}

/** A labelled input with its inline error: the unit of every form. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, helperText, required, ...input },
  ref,
) {
  const { id, ids } = useFieldIds('field');
  return (
    <Field.Root id={input.id ?? id} ids={ids} invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input ref={ref} {...input} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});
