import { adminsEventSchemas } from './admins/events.js';
import { auditEventSchemas } from './audit/events.js';
import { shipmentEventSchemas, shippingAddressEventSchemas } from './shipment/events.js';
import { emailClaimEventSchemas } from './email-claim/events.js';
import { expertiseEventSchemas } from './expertise/events.js';
import { membershipEventSchemas } from './membership/events.js';
import { orderEventSchemas } from './order/events.js';
import { paymentEventEventSchemas } from './payment-event/events.js';
import { organizationEventSchemas, organizationNameEventSchemas } from './organization/events.js';
import { profileEventSchemas } from './profile/events.js';
import { publicationEventSchemas, publicationNumbersEventSchemas } from './publication/events.js';
import { type EventOf, type EventSchemas } from './event-sourcing/event-schemas.js';
import { type Recorded, type RecordedEvent } from './event-sourcing/events.js';
import { userEventSchemas } from './user/events.js';

/** Every event type the domain records, with the schema its data is parsed with. Add each aggregate's here. */
export const allEventSchemas = {
  ...userEventSchemas,
  ...adminsEventSchemas,
  ...emailClaimEventSchemas,
  ...membershipEventSchemas,
  ...orderEventSchemas,
  ...paymentEventEventSchemas,
  ...profileEventSchemas,
  ...organizationEventSchemas,
  ...organizationNameEventSchemas,
  ...expertiseEventSchemas,
  ...publicationEventSchemas,
  ...publicationNumbersEventSchemas,
  ...auditEventSchemas,
  ...shipmentEventSchemas,
  ...shippingAddressEventSchemas,
} satisfies EventSchemas;

export type DomainEventSchemas = typeof allEventSchemas;
export type DomainEvent = EventOf<DomainEventSchemas>;
export type DomainEventType = DomainEvent['type'];

/** The domain events of the given types. */
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

export const isDomainEventType = (type: string): type is DomainEventType =>
  Object.hasOwn(allEventSchemas, type);

/**
 * A recorded event with its data parsed by the schema of its type (`schemas`: the domain's unless
 * given): the typed event, or undefined when the type is unknown or the data does not fit.
 */
export const parseRecordedEvent = <S extends EventSchemas = DomainEventSchemas>(
  event: RecordedEvent,
  schemas: S = allEventSchemas as unknown as S,
): Recorded<EventOf<S>> | undefined => {
  if (!Object.hasOwn(schemas, event.type)) return undefined;
  const parsed = schemas[event.type]!.safeParse(event.data);
  return parsed.success ? ({ ...event, data: parsed.data } as Recorded<EventOf<S>>) : undefined;
};
