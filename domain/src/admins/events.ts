import { z } from 'zod';
import { type EventOf, type EventSchemas } from '../event-sourcing/event-schemas.js';

/** The `admins` stream: the set of admins, one stream so the last admin cannot be removed. */
export const ADMINS_STREAM = 'admins';

const adminChangeSchema = z.object({
  userID: z.uuid(),
  /** Who did it: an admin's user id, or `operator:<name>` for the command line. */
  by: z.string(),
});

export const adminsEventSchemas = {
  AdminGranted: adminChangeSchema,
  AdminRevoked: adminChangeSchema,
} satisfies EventSchemas;

export type AdminsEvent = EventOf<typeof adminsEventSchemas>;
