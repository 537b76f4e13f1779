import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '../testing/decider-spec.js';
import { DomainError } from '../errors/errors.js';
import { organizationDecider, organizationNameDecider } from './decider.js';
import { createOrganizationSchema, organizationNameKey } from './schemas.js';

const org = deciderSpec(organizationDecider);
const claim = deciderSpec(organizationNameDecider);
const organizationID = '55555555-5555-4555-8555-555555555555';
const otherID = '66666666-6666-4666-8666-666666666666';
const created = {
  type: 'OrganizationCreated' as const,
  data: { organizationID, name: 'CERN', kind: 'employer' as const },
};

describe('organization deciders', () => {
  it('when an organization is created, then OrganizationCreated holds name and kind', () => {
    org([])
      .when({ type: 'CreateOrganization', organizationID, name: 'CERN', kind: 'employer' })
      .then([created]);
    org([created])
      .when({ type: 'CreateOrganization', organizationID, name: 'CERN', kind: 'employer' })
      .thenThrows('concurrency-conflict');
  });

  it('when it is renamed, then OrganizationRenamed; to the same name, nothing', () => {
    org([created])
      .when({ type: 'RenameOrganization', name: 'Cern Lab' })
      .then([{ type: 'OrganizationRenamed', data: { organizationID, name: 'Cern Lab' } }]);
    org([created]).when({ type: 'RenameOrganization', name: 'CERN' }).then([]);
    org([]).when({ type: 'RenameOrganization', name: 'x' }).thenThrows('not-found');
  });

  it('when a name is claimed by another organization, then 409 organization-name-taken carries its id', () => {
    claim([])
      .when({ type: 'ClaimOrganizationName', organizationID })
      .then([{ type: 'OrganizationNameClaimed', data: { organizationID } }]);
    const held = [{ type: 'OrganizationNameClaimed' as const, data: { organizationID } }];
    claim(held).when({ type: 'ClaimOrganizationName', organizationID }).then([]);
    try {
      organizationNameDecider.decide(
        { type: 'ClaimOrganizationName', organizationID: otherID },
        { owner: organizationID },
      );
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      // Its status (409) and wire body are the platform's: platform/src/http/error-status.test.ts.
      expect([(error as DomainError).code, (error as DomainError).data]).toEqual([
        'organization-name-taken',
        { id: organizationID },
      ]);
    }
  });

  it('when a name is released by its holder, then another may claim it', () => {
    const history = [
      { type: 'OrganizationNameClaimed' as const, data: { organizationID } },
      { type: 'OrganizationNameReleased' as const, data: { organizationID } },
    ];
    claim(history)
      .when({ type: 'ClaimOrganizationName', organizationID: otherID })
      .then([{ type: 'OrganizationNameClaimed', data: { organizationID: otherID } }]);
    claim([history[0]!]).when({ type: 'ReleaseOrganizationName', organizationID: otherID }).then([]);
  });

  it('when names differ in case and spacing, then their key is the same', () => {
    expect(organizationNameKey('  Max  Planck Society')).toBe(organizationNameKey('max planck society'));
    expect(createOrganizationSchema.safeParse({ name: ' ', kind: 'employer' }).success).toBe(false);
    expect(createOrganizationSchema.safeParse({ name: 'X', kind: 'club' }).success).toBe(false);
  });
});
