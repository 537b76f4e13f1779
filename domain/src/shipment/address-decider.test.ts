import { describe, it } from '@jest/globals';
import { deciderSpec } from '../testing/decider-spec.js';
import { shippingAddressDecider, type ShippingAddressEvent } from './address-decider.js';
import { shippingAddressSchema } from './events.js';
import { type UserEvent } from '../user/events.js';

const given = deciderSpec(shippingAddressDecider);
const userID = '3f1c2a8e-1b2c-4d5e-8f90-1234567890ab';
const address = shippingAddressSchema.parse({
  name: 'Ada Lovelace',
  line1: '12 St James Square',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'gb',
});
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userID,
    membershipTier: null,
    passwordHash: null,
    personal: { email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace' },
  },
};
const changed = (to = address): ShippingAddressEvent => ({
  type: 'ShippingAddressChanged',
  data: { userID, personal: { address: to } },
});

describe('the shipping address decider', () => {
  it('when a registered member sets an address, then ShippingAddressChanged; the same one again, then nothing', () => {
    given([registered]).when({ type: 'ChangeShippingAddress', userID, address }).then([changed()]);
    given([registered, changed()]).when({ type: 'ChangeShippingAddress', userID, address }).then([]);
  });

  it('when the member moves, then ShippingAddressChanged with the new address', () => {
    const moved = { ...address, line1: '1 Dorset Street' };
    given([registered, changed()])
      .when({ type: 'ChangeShippingAddress', userID, address: moved })
      .then([changed(moved)]);
  });

  it('when there is no such user, then not-found', () => {
    given([]).when({ type: 'ChangeShippingAddress', userID, address }).thenThrows('not-found');
  });
});
