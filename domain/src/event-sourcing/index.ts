// The event-sourcing area's names, as the domain's index offers them.
export { type EventMetadata, type NewEvent, type Recorded, type RecordedEvent } from './events.js';
export { type EventOf, type EventSchemas } from './event-schemas.js';
export { type Decider } from './decider.js';
export { actorSchema, providerActor, type Actor, type PaymentProviderName } from './actor.js';
export { type CommandWritten } from './command-written.js';
