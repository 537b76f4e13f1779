import { type z } from 'zod';

/** An aggregate's events: a zod schema for each event type's data. */
export type EventSchemas = Record<string, z.ZodType>;

/** The `{ type, data }` union derived from an aggregate's schemas. */
export type EventOf<S extends EventSchemas> = {
  [K in keyof S & string]: { type: K; data: z.infer<S[K]> };
}[keyof S & string];
