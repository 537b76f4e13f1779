import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '../testing/decider-spec.js';
import { type AdminsCommand } from './commands.js';
import { adminsDecider, foldAdmins, type AdminsState } from './decider.js';
import { type AdminsEvent } from './events.js';

const given = deciderSpec<AdminsCommand, AdminsEvent, AdminsState>(adminsDecider);

const a = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const b = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const granted = (userID: string, by = 'operator:root'): AdminsEvent => ({
  type: 'AdminGranted',
  data: { userID, by },
});

describe('admins decider', () => {
  it('when the operator grants the first admin, then the admin is granted with the operator as actor', () => {
    given([])
      .when({ type: 'GrantAdmin', userID: a, by: 'operator:root' })
      .then([granted(a)]);
  });

  it('when an admin is granted again, then nothing is appended', () => {
    given([granted(a)])
      .when({ type: 'GrantAdmin', userID: a, by: b })
      .then([]);
  });

  it('when one of two admins is revoked, then the revocation is recorded', () => {
    given([granted(a), granted(b)])
      .when({ type: 'RevokeAdmin', userID: a, by: b })
      .then([{ type: 'AdminRevoked', data: { userID: a, by: b } }]);
  });

  it('when the last admin is revoked, then it is refused', () => {
    given([granted(a)])
      .when({ type: 'RevokeAdmin', userID: a, by: a })
      .thenThrows('last-admin');
  });

  it('when someone who is not an admin is revoked, then nothing is appended', () => {
    given([granted(a)])
      .when({ type: 'RevokeAdmin', userID: b, by: a })
      .then([]);
  });

  it('when the stream is folded, then the admins are those granted and not revoked', () => {
    expect(
      foldAdmins([granted(a), granted(b), { type: 'AdminRevoked', data: { userID: a, by: b } }]).admins,
    ).toEqual([b]);
  });
});
