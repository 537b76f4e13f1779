import { z } from 'zod';
import { membershipTierSchema } from '../user/schemas.js';

/** `POST /rest/membership/checkout`: a signed-in member starts a checkout (new tier, renewal, upgrade). */
export const checkoutRequestSchema = z.strictObject({
  membershipTier: z.string({ error: 'A membership tier is required' }).pipe(membershipTierSchema),
});

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Change tier: an upgrade goes through a checkout, a downgrade waits for the period end. */
export const changeTierRequestSchema = z.strictObject({
  membershipTier: z.string({ error: 'A membership tier is required' }).pipe(membershipTierSchema),
});

export type ChangeTierRequest = z.infer<typeof changeTierRequestSchema>;

const optionalReason = z
  .string({ error: 'A reason is text' })
  .trim()
  .min(1, 'A reason is at least 1 character')
  .max(500, 'A reason is at most 500 characters')
  .optional();

/** Cancel at the period end; the member may say why. */
export const cancelMembershipRequestSchema = z.strictObject({ reason: optionalReason });

export type CancelMembershipRequest = z.infer<typeof cancelMembershipRequestSchema>;

/** Withdraw a scheduled cancellation: no fields. */
export const withdrawCancellationRequestSchema = z.strictObject({});

/** Renew (an expired membership, or early): the last tier unless another is named; through a checkout. */
export const renewMembershipRequestSchema = z.strictObject({
  membershipTier: z.string({ error: 'A membership tier is text' }).pipe(membershipTierSchema).optional(),
});

export type RenewMembershipRequest = z.infer<typeof renewMembershipRequestSchema>;
