import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { parseRecordedEvent } from './all-events.js';
import { type RecordedEvent } from './event-sourcing/events.js';

const userID = '11111111-1111-4111-8111-111111111111';
const recorded = (type: string, data: unknown): RecordedEvent => ({
  eventId: '00000000-0000-4000-8000-000000000001',
  streamId: `user-${userID}`,
  version: 1,
  position: 7,
  type,
  data,
  metadata: { actor: null, correlationId: 'c', causationId: null, timestamp: '2026-01-01T00:00:00.000Z' },
  recordedAt: '2026-01-01T00:00:00.000Z',
});

describe('recorded events', () => {
  it('when a recorded event fits its type’s schema, then it answers the typed event with its record kept', () => {
    const event = parseRecordedEvent(
      recorded('UserBanned', { userID, reason: 'Spam', by: 'admin', extra: 1 }),
    );
    expect(event).toEqual({ ...recorded('UserBanned', {}), data: { userID, reason: 'Spam', by: 'admin' } });
    if (event?.type === 'UserBanned') expect(event.data.reason).toBe('Spam');
  });

  it('when the data does not fit, or the type is unknown to the domain, then it answers undefined', () => {
    expect(
      parseRecordedEvent(recorded('UserRegistered', { userID, personal: { firstName: 42 } })),
    ).toBeUndefined();
    expect(parseRecordedEvent(recorded('SomethingNew', {}))).toBeUndefined();
    expect(parseRecordedEvent(recorded('toString', {}))).toBeUndefined();
  });

  it('when other schemas are given, then the data is parsed with those', () => {
    const schemas = { Tick: z.object({ i: z.number() }) };
    expect(parseRecordedEvent(recorded('Tick', { i: 1 }), schemas)?.data).toEqual({ i: 1 });
    expect(
      parseRecordedEvent(recorded('UserBanned', { userID, reason: 'x', by: 'y' }), schemas),
    ).toBeUndefined();
  });
});
