import { describe, expect, it } from '@jest/globals';
import { auditFieldsOf } from './audit-state.js';
import { auditEventLabel, auditTypeLabel } from './labels.js';

const metadata = {
  actor: null,
  correlationId: 'c-1',
  causationId: null,
  timestamp: '2026-11-26T10:00:00.000Z',
};

describe('the audit in words people read', () => {
  it('when event types are listed for the filter chips, then each reads as its type, with no empty values', () => {
    expect(auditTypeLabel('MembershipTierChanged')).toBe('Tier changed');
    expect(auditTypeLabel('MembershipActivated')).toBe('Membership activated');
    expect(auditTypeLabel('PublicationRevised')).toBe('Publication revised');
    expect(auditTypeLabel('UserRegistered')).toBe('Signed up');
    for (const type of ['MembershipTierChanged', 'MembershipActivated', 'PublicationRevised'])
      expect(auditTypeLabel(type)).not.toContain('–');
  });

  it('when a label names tiers, then they read as the catalogue names them', () => {
    const names: Record<string, string> = { member: 'Member', associate: 'Associate' };
    const changed = {
      type: 'MembershipTierChanged',
      data: { fromTier: 'member', toTier: 'associate', effective: 'period-end' },
    };
    expect(auditEventLabel(changed, (id) => names[id] ?? id)).toBe(
      'Downgrade to Associate scheduled (from Member)',
    );
  });

  it('when the current tier is chosen again for the period end, then the label says the change was withdrawn', () => {
    const withdrawn = {
      type: 'MembershipTierChanged',
      data: { fromTier: 'fellow', toTier: 'fellow', effective: 'period-end' },
    };
    const label = auditEventLabel(withdrawn, (id) => (id === 'fellow' ? 'Fellow' : id));
    expect(label).toBe('Scheduled tier change withdrawn: stays Fellow');
    expect(label).not.toContain('→');
  });

  it('when dates are recorded as epoch seconds, then the audit shows them as instants', () => {
    const fields = auditFieldsOf({
      type: 'PublicationRemoved',
      data: { pubNum: 4, note: 'Duplicate', removalDate: 1_710_000_000 },
      metadata,
    });
    expect(fields.removalDate).toBe('2024-03-09T16:00:00.000Z');
    const submitted = auditFieldsOf({
      type: 'PublicationSubmitted',
      data: { publishDate: 1_700_000_000 },
      metadata,
    });
    expect(submitted.publishDate).toBe('2023-11-14T22:13:20.000Z');
  });

  it('when a field holds a list of objects, then it reads as names and values, not JSON', () => {
    const fields = auditFieldsOf({
      type: 'PublicationSubmitted',
      data: {
        authors: [
          { name: 'Ada Lovelace', userID: null },
          { name: 'Grace Hopper', orcid: '0000-0002-1825-0097' },
        ],
      },
      metadata,
    });
    expect(fields.authors).toBe('name: Ada Lovelace; name: Grace Hopper, orcid: 0000-0002-1825-0097');
    expect(String(fields.authors)).not.toMatch(/[{}"]/);
  });
});
