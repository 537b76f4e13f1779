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
  /**
   * The admin's confirmation: the membership (tier and end) this order replaces, as the 409
   * `free-order-replaces-membership` named it. Needed when the order lowers or shortens a paid one.
   */
  replaces: z
    .strictObject(
      {
        tier: z.string({ error: 'The tier replaced is required' }).pipe(membershipTierSchema),
        until: z.iso
          .datetime({ offset: true, error: 'The end replaced is an ISO date and time, or null' })
          .nullable(),
      },
      { error: 'Replaces is { tier, until }: the membership this order replaces' },
    )
    .optional(),
});

export type FreeOrderRequest = z.infer<typeof freeOrderRequestSchema>;

/** `POST /rest/admin/free-orders`: 201, the order granted. */
export interface FreeOrderGranted {
  orderID: string;
  position: number;
}
