import { type Decider } from '../event-sourcing/decider.js';
import { DomainError } from '../errors/errors.js';
import { type EventOf } from '../event-sourcing/event-schemas.js';
import { type UserEvent } from '../user/events.js';
import { type ShippingAddress, type shippingAddressEventSchemas } from './events.js';

export type ShippingAddressEvent = EventOf<typeof shippingAddressEventSchemas>;

/** A member sets the address their membership tokens go to (on their own `user-{userID}` stream). */
export interface ChangeShippingAddress {
  type: 'ChangeShippingAddress';
  userID: string;
  address: ShippingAddress;
}

export interface ShippingAddressState {
  registered: boolean;
  address: ShippingAddress | null;
}

const sameAddress = (a: ShippingAddress | null, b: ShippingAddress): boolean =>
  a !== null && (Object.keys(b) as (keyof ShippingAddress)[]).every((k) => a[k] === b[k]);

/**
 * The member's shipping address on their user stream: `ShippingAddressChanged` (the token-shipping
 * process manager gives it to their pending shipments); the same address again changes nothing.
 */
export const shippingAddressDecider: Decider<
  ChangeShippingAddress,
  ShippingAddressEvent | UserEvent,
  ShippingAddressState
> = {
  initialState: () => ({ registered: false, address: null }),
  decide(command, state) {
    if (!state.registered) throw new DomainError('not-found', 'No such user');
    if (sameAddress(state.address, command.address)) return [];
    return [
      {
        type: 'ShippingAddressChanged',
        data: { userID: command.userID, personal: { address: command.address } },
      },
    ];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, registered: true };
      case 'ShippingAddressChanged':
        return { ...state, address: event.data.personal.address };
      default:
        return state;
    }
  },
};
