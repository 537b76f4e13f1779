import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '../testing/decider-spec.js';
import { type UserCommand } from './commands.js';
import { foldUser, userDecider, type UserState } from './decider.js';
import { type UserEvent } from './events.js';

const given = deciderSpec<UserCommand, UserEvent, UserState>(userDecider);

const userID = '11111111-1111-4111-8111-111111111111';
const adminID = '22222222-2222-4222-8222-222222222222';
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userID,
    membershipTier: 'member',
    passwordHash: '$argon2id$old',
    personal: { email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace' },
  },
};
const selfService: UserCommand = {
  type: 'EraseMember',
  requestedBy: userID,
  erasedBy: userID,
  why: 'self-service',
  reason: null,
};
const erased: UserEvent = {
  type: 'MemberErased',
  data: { userID, requestedBy: userID, erasedBy: userID, why: 'self-service', reason: null },
};

describe('erasing a member (user decider)', () => {
  it('when a member erases their own account, then MemberErased records who asked, who did it and why', () => {
    given([registered]).when(selfService).then([erased]);
  });

  it('when an admin erases a banned member on request, then MemberErased names the admin and the reason', () => {
    given([registered, { type: 'UserBanned', data: { userID, reason: 'Spam', by: adminID } }])
      .when({
        type: 'EraseMember',
        requestedBy: adminID,
        erasedBy: adminID,
        why: 'admin',
        reason: 'Asked by letter',
      })
      .then([
        {
          type: 'MemberErased',
          data: { userID, requestedBy: adminID, erasedBy: adminID, why: 'admin', reason: 'Asked by letter' },
        },
      ]);
  });

  it('when the member was already erased, then it is refused as not found (an erasure is not undone nor redone)', () => {
    given([registered, erased]).when(selfService).thenThrows('not-found');
  });

  it('when no such member exists, then it is refused as not found', () => {
    given([]).when(selfService).thenThrows('not-found');
  });

  it('when an erased member’s stream is folded, then no command finds them: a ban or a password change is not found', () => {
    const state = foldUser([registered, erased]);
    expect(state).toEqual({ status: 'none' });
    given([registered, erased]).when({ type: 'BanUser', reason: 'x', by: adminID }).thenThrows('not-found');
    given([registered, erased])
      .when({ type: 'ChangePassword', passwordHash: '$argon2id$new' })
      .thenThrows('not-found');
  });
});
