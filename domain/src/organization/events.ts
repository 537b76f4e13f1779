import { z } from 'zod';
import { type EventOf, type EventSchemas } from '../event-sourcing/event-schemas.js';

export const organizationKinds = ['employer', 'university', 'other'] as const;
export type OrganizationKind = (typeof organizationKinds)[number];

/** `organization-{id}` streams. */
export const organizationEventSchemas = {
  OrganizationCreated: z.object({
    organizationID: z.string(),
    name: z.string(),
    kind: z.enum(organizationKinds),
  }),
  OrganizationRenamed: z.object({ organizationID: z.string(), name: z.string() }),
} satisfies EventSchemas;

export type OrganizationEvent = EventOf<typeof organizationEventSchemas>;

/** `organization-name-{sha256(name key)}` streams: the one claim on a name, whatever its case. */
export const organizationNameEventSchemas = {
  OrganizationNameClaimed: z.object({ organizationID: z.string() }),
  OrganizationNameReleased: z.object({ organizationID: z.string() }),
} satisfies EventSchemas;

export type OrganizationNameEvent = EventOf<typeof organizationNameEventSchemas>;
