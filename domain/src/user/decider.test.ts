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
const banned: UserEvent = { type: 'UserBanned', data: { userID, reason: 'Spam', by: adminID } };
const unbanned: UserEvent = { type: 'UserUnbanned', data: { userID, by: adminID, reason: null } };

describe('user decider', () => {
  it('when a visitor registers, then the user is registered with personal data apart', () => {
    given([])
      .when({
        type: 'RegisterUser',
        userID,
        email: 'ada@example.org',
        passwordHash: '$argon2id$old',
        firstName: 'Ada',
        lastName: 'Lovelace',
        membershipTier: 'member',
      })
      .then([registered]);
  });

  it('when a person registers through an OpenID provider, then the identity is linked in the same decision', () => {
    given([])
      .when({
        type: 'RegisterUser',
        userID,
        email: 'ada@example.org',
        passwordHash: null,
        firstName: 'Ada',
        lastName: 'Lovelace',
        membershipTier: null,
        identity: { issuer: 'https://id.example', subject: 's1' },
      })
      .then([
        {
          type: 'UserRegistered',
          data: {
            userID,
            membershipTier: null,
            passwordHash: null,
            personal: { email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace' },
          },
        },
        {
          type: 'IdentityLinked',
          data: { userID, issuer: 'https://id.example', personal: { subject: 's1' } },
        },
      ]);
  });

  it('when a registered user registers again, then the email is taken', () => {
    given([registered])
      .when({
        type: 'RegisterUser',
        userID,
        email: 'ada@example.org',
        passwordHash: null,
        firstName: 'Ada',
        lastName: 'Lovelace',
        membershipTier: null,
      })
      .thenThrows('email-taken');
  });

  it('when an admin bans an active member, then the member is banned with the reason and the admin', () => {
    given([registered]).when({ type: 'BanUser', reason: 'Spam', by: adminID }).then([banned]);
  });

  it('when an admin bans a banned member, then nothing changes', () => {
    given([registered, banned]).when({ type: 'BanUser', reason: 'Again', by: adminID }).then([]);
  });

  it('when admins ban themselves, then it is refused', () => {
    given([registered]).when({ type: 'BanUser', reason: 'Oops', by: userID }).thenThrows('cannot-ban-self');
  });

  it('when an unknown user is banned, then it is not found', () => {
    given([]).when({ type: 'BanUser', reason: 'Spam', by: adminID }).thenThrows('not-found');
  });

  it('when a banned member is unbanned, then the ban ends', () => {
    given([registered, banned]).when({ type: 'UnbanUser', by: adminID, reason: null }).then([unbanned]);
  });

  it('when an active member is unbanned, then nothing changes', () => {
    given([registered, banned, unbanned]).when({ type: 'UnbanUser', by: adminID, reason: null }).then([]);
  });

  it('when a member resets the password, then the new hash is recorded', () => {
    given([registered])
      .when({ type: 'ChangePassword', passwordHash: '$argon2id$new' })
      .then([
        { type: 'PasswordChanged', data: { userID, passwordHash: '$argon2id$new', via: 'password-reset' } },
      ]);
  });

  it('when an identity is linked twice, then the second link records nothing', () => {
    const linked: UserEvent = {
      type: 'IdentityLinked',
      data: { userID, issuer: 'https://id.example', personal: { subject: 's1' } },
    };
    given([registered])
      .when({ type: 'LinkIdentity', issuer: 'https://id.example', subject: 's1' })
      .then([linked]);
    given([registered, linked])
      .when({ type: 'LinkIdentity', issuer: 'https://id.example', subject: 's1' })
      .then([]);
  });

  it('when the events are folded, then the state tells the status, ban reason and password', () => {
    const state = foldUser([registered, banned]);
    expect(state).toMatchObject({ status: 'banned', banReason: 'Spam', membershipTier: 'member' });
    expect(foldUser([unbanned], state)).toMatchObject({ status: 'active', banReason: null });
    const changed = foldUser(
      [{ type: 'PasswordChanged', data: { userID, passwordHash: 'h2', via: 'password-reset' } }],
      state,
    );
    expect(changed).toMatchObject({ passwordHash: 'h2' });
  });

  it('when an event type is unknown to this code, then folding leaves the state as it is', () => {
    const state = foldUser([registered]);
    expect(userDecider.evolve(state, { type: 'SomethingNew', data: {} } as unknown as UserEvent)).toBe(state);
  });
});

describe('user decider: email change', () => {
  const changed: UserEvent = {
    type: 'EmailChanged',
    data: { userID, personal: { email: 'new@example.org' } },
  };

  it('when a member confirms a new email, then EmailChanged records it', () => {
    given([registered]).when({ type: 'ChangeEmail', email: 'new@example.org' }).then([changed]);
  });

  it('when the email is already the member’s (a retried confirmation), then nothing is added', () => {
    given([registered, changed]).when({ type: 'ChangeEmail', email: 'new@example.org' }).then([]);
  });

  it('when there is no such user, then not-found', () => {
    given([]).when({ type: 'ChangeEmail', email: 'new@example.org' }).thenThrows('not-found');
  });
});
