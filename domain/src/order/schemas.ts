import { z } from 'zod';
import { membershipTierSchema, userIdSchema } from '../user/schemas.js';

/** `POST /rest/admin/free-orders`: `months` 1 to 36, or null for no end; a reason is required. */
export const freeOrderRequestSchema = z.strictObject({
  userID: z.string({ error: 'A user id is required' }).pipe(userIdSchema),
  membershipTier: z.string({ error: 'A membership tier is required' }).pipe(membershipTierSchema),
  months: z
    .number({ error: 'Months is a whole number from 1 to 36, or null for no end' })
    .int('Months is a whole number from 1 to 36, or null for no end')
    .min(1, 'Months is a whole number from 1 to 36, or null for no end')
    .max(36, 'Months is a whole number from 1 to 36, or null for no end')
    .nullable(),
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(1, 'A reason is required')
    .max(500, 'A reason is at most 500 characters'),
});

export type FreeOrderRequest = z.infer<typeof freeOrderRequestSchema>;

/** `POST /rest/admin/free-orders`: 201, the order granted. */
export interface FreeOrderGranted {
  orderID: string;
  position: number;
}
