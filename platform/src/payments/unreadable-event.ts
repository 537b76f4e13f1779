import { DomainError } from '@academy/domain';
import { type z } from 'zod';

/**
 * A signed event of a type the product handles whose object it cannot read (a shape it does not
 * know): 422 `unreadable-event`, so the provider delivers it again once the reader is fixed,
 * rather than a 200 that would lose it. The message names the fields at fault, never their values.
 */
export const unreadableEvent = (type: string, error: z.ZodError): DomainError => {
  const problems = error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(object)'}: ${issue.message}`);
  return new DomainError(
    'unreadable-event',
    `The ${type} event cannot be read (${problems.join('; ')})`,
    error.issues.slice(0, 5).map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
};

/** The object as `schema` reads it, or the `unreadable-event` refusal. */
export const readObject = <S extends z.ZodType>(schema: S, type: string, object: unknown): z.infer<S> => {
  const parsed = schema.safeParse(object);
  if (!parsed.success) throw unreadableEvent(type, parsed.error);
  return parsed.data;
};
