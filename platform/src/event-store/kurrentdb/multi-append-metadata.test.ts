import { describe, expect, it } from '@jest/globals';
import { toMultiEventData } from './kurrentdb-append-many.js';
import { metadataOf } from './recorded-events.js';

const event = (actor: string | null, causationId: string | null) => ({
  eventId: '11111111-1111-4111-8111-111111111111',
  type: 'EmailClaimed',
  data: { userID: 'u1' },
  metadata: { actor, correlationId: 'c1', causationId, timestamp: '2026-01-01T00:00:00.000Z' },
});

describe('the metadata of a KurrentDB multi-stream append', () => {
  it.each([
    [null, null],
    ['u1', 'e0'],
  ])(
    'when the actor is %j and the causation %j, then the append carries strings only and reads back as the same metadata',
    (actor, causationId) => {
      const written = toMultiEventData(event(actor, causationId)).metadata as Record<string, unknown>;
      expect(Object.values(written).every((v) => typeof v === 'string')).toBe(true);
      expect(metadataOf(written)).toEqual(event(actor, causationId).metadata);
    },
  );

  it('when the server adds properties of its own, then the reader keeps the port’s four fields only', () => {
    const read = metadataOf({ ...event('u1', null).metadata, '$schema.format': 'Json' });
    expect(read).toEqual(event('u1', null).metadata);
  });
});
