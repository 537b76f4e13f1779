import { z } from 'zod';
import { type EventOf, type EventSchemas } from '../event-sourcing/event-schemas.js';

/** Personal data sits apart so it can be encrypted per member and shredded. */
const userPersonalSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** The events of a `user-{userID}` stream, as recorded (recorded data is parsed with these). */
export const userEventSchemas = {
  UserRegistered: z.object({
    userID: z.uuid(),
    membershipTier: z.string().nullable(),
    /** argon2id; null for a member who signs in only through an OpenID provider. */
    passwordHash: z.string().nullable(),
    personal: userPersonalSchema,
  }),
  UserBanned: z.object({
    userID: z.uuid(),
    reason: z.string(),
    /** The acting admin's user id (also in the metadata's actor). */
    by: z.string(),
  }),
  UserUnbanned: z.object({
    userID: z.uuid(),
    by: z.string(),
    reason: z.string().nullable(),
  }),
  PasswordChanged: z.object({
    userID: z.uuid(),
    passwordHash: z.string(),
    /** How it changed: through an emailed reset link, or by the member in their settings. */
    via: z.enum(['password-reset', 'settings']),
  }),
  /** The member confirmed a new address through the link mailed to it; the `email-…` claim moved with it. */
  EmailChanged: z.object({
    userID: z.uuid(),
    personal: z.object({ email: z.string() }),
  }),
  IdentityLinked: z.object({
    userID: z.uuid(),
    issuer: z.string(),
    /** The provider's subject identifier is personal: it names the person at the provider. */
    personal: z.object({ subject: z.string() }),
  }),
  /**
   * The member's key was destroyed (crypto-shredding): their personal parts read as erased for
   * ever and every read model forgets them. Who asked, who did it, why; when is the metadata's.
   */
  MemberErased: z.object({
    userID: z.uuid(),
    /** The member themselves (self-service), or the admin who took the request. */
    requestedBy: z.string(),
    erasedBy: z.string(),
    why: z.enum(['self-service', 'admin']),
    /** The admin's reason; null for self-service. */
    reason: z.string().nullable(),
  }),
} satisfies EventSchemas;

export type UserEvent = EventOf<typeof userEventSchemas>;
export type UserEventType = UserEvent['type'];

export type UserPersonal = z.infer<typeof userPersonalSchema>;
export type UserRegisteredData = z.infer<typeof userEventSchemas.UserRegistered>;
