import { type FieldError, type ProductErrorData } from './product-error';

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
