import { randomUUID } from 'node:crypto';
import { type EventToAppend } from '@academy/platform';

export const newEvent = (type: string, data: unknown = {}, actor: string | null = null): EventToAppend => ({
  eventId: randomUUID(),
  type,
  data,
  metadata: { actor, correlationId: randomUUID(), causationId: null, timestamp: new Date().toISOString() },
});
