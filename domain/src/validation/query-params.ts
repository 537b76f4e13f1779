import { z } from 'zod';

/** `limit=` in a query string: a whole number from 1 to 100; 20 when absent. */
export const limitParamSchema = z
  .string()
  .regex(/^\d{1,3}$/, 'limit is a whole number')
  .optional()
  .transform((v) => (v ? Number(v) : 20))
  .pipe(z.number().min(1, 'limit is 1 to 100').max(100, 'limit is 1 to 100'));
