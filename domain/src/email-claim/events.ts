import { z } from 'zod';
import { type EventOf, type EventSchemas } from '../event-sourcing/event-schemas.js';
import { type EventMetadata } from '../event-sourcing/events.js';

/** `email-{sha256(lowercased email)}` streams hold the claims on an email address: the last one owns it. */
export const emailClaimEventSchemas = {
  EmailClaimed: z.object({ userID: z.uuid() }),
  /** The owner moved to another address: this one is free again. */
  EmailReleased: z.object({ userID: z.uuid() }),
} satisfies EventSchemas;

export type EmailClaimEvent = EventOf<typeof emailClaimEventSchemas>;

/** A claim as the decider folds it: a recorded one also says when it was made (its metadata). */
export type EmailClaimRecord = EmailClaimEvent & { metadata?: Pick<EventMetadata, 'timestamp'> };
