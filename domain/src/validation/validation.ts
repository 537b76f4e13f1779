import { type z } from 'zod';
import { DomainError, type FieldError } from '../errors/errors.js';

export const fieldErrorsOf = (error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    // Unknown keys are reported on the object; name each key so the caller sees which.
    if (issue.code === 'unrecognized_keys') {
      return { path: issue.keys.join(','), message: `Unknown field: ${issue.keys.join(', ')}` };
    }
    return { path: path || '(body)', message: issue.message };
  });

/** Parse input with a schema, or throw a 400 `validation-failed` naming every bad field. */
export const parseWith = <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> => {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error);
  const names = [...new Set(fields.map((f) => f.path))].join(', ');
  throw new DomainError('validation-failed', `Invalid fields: ${names}`, fields);
};
