import { type FieldError, type ProductErrorData, toProductError } from './product-error';

/**
 * Server field errors for the fields a form has: `[{ path: 'email', message }]`. A path naming
 * several fields ("email,phone") counts for each; the rest stay for the form-level message.
 */
export const fieldErrorsFor = <Name extends string>(
  error: Pick<ProductErrorData, 'fields'>,
  names: readonly Name[],
): { known: [Name, string][]; rest: FieldError[] } => {
  const known: [Name, string][] = [];
  const rest: FieldError[] = [];
  for (const field of error.fields ?? []) {
    const matches = field.path
      .split(',')
      .map((p) => p.trim())
      .filter((p): p is Name => (names as readonly string[]).includes(p));
    if (matches.length === 0) rest.push(field);
    for (const name of matches) known.push([name, field.message]);
  }
  return { known, rest };
};

/**
 * Shows a refused submit on its form: each known field's message on that field (the first
 * focused), and the rest, or the whole message when no field matched, as the form's message.
 */
export const showServerErrors = <Name extends string>(
  caught: unknown,
  names: readonly Name[],
  setFieldError: (
    name: Name,
    error: { type: 'server'; message: string },
    options: { shouldFocus: boolean },
  ) => void,
  setFormError: (message: string) => void,
): void => {
  const error = toProductError(caught);
  const { known, rest } = fieldErrorsFor(error, names);
  for (const [name, message] of known)
    setFieldError(name, { type: 'server', message }, { shouldFocus: true });
  if (known.length === 0 || rest.length > 0) setFormError(rest[0]?.message ?? error.message);
};
