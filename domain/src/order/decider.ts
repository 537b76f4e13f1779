import { type PaymentProviderName } from '../event-sourcing/actor.js';
import { type Decider } from '../event-sourcing/decider.js';
import { DomainError } from '../errors/errors.js';
import { type OrderCommand } from './commands.js';
import { type OrderEvent } from './events.js';

export type OrderStatus = 'none' | 'open' | 'paid' | 'failed' | 'refunded' | 'free';

export interface OrderState {
  status: OrderStatus;
  userID: string | null;
  tier: string | null;
  amount: number;
  currency: string | null;
  provider: PaymentProviderName | null;
  /** The running total refunded, in minor units. */
  refunded: number;
}

export const initialOrderState = (): OrderState => ({
  status: 'none',
  userID: null,
  tier: null,
  amount: 0,
  currency: null,
  provider: null,
  refunded: 0,
});

const refuse = (message: string): never => {
  throw new DomainError('invalid-transition', message);
};

const decideOrder = (command: OrderCommand, state: OrderState): OrderEvent[] => {
  const { orderID, actor } = command;
  const reason = command.reason ?? null;
  switch (command.type) {
    case 'StartCheckout': {
      if (state.status !== 'none') return refuse('This order has already started');
      const { tier } = command;
      if (tier.price === undefined) return refuse('A free tier needs no checkout');
      return [
        {
          type: 'CheckoutStarted',
          data: {
            orderID,
            userID: command.userID,
            tier: tier.id,
            amount: tier.price.amount,
            currency: tier.price.currency,
            provider: command.provider,
            checkoutSessionId: command.checkoutSessionId,
            actor,
            reason,
          },
        },
      ];
    }
    case 'RecordPayment': {
      if (state.status === 'paid' || state.status === 'refunded') return [];
      if (state.status === 'free') return refuse('A free order takes no payment');
      const { userID, tier, amount, currency, provider, paymentReference, subscriptionId } = command;
      const data = { orderID, userID, tier, amount, currency, provider, paymentReference, subscriptionId };
      return [{ type: 'PaymentSucceeded', data: { ...data, actor, reason } }];
    }
    case 'RecordPaymentFailure': {
      // A late failure after the payment went through changes nothing.
      if (state.status !== 'none' && state.status !== 'open') return [];
      const { userID, tier, amount, currency, provider, message } = command;
      const data = { orderID, userID, tier, amount, currency, provider, message };
      return [{ type: 'PaymentFailed', data: { ...data, actor, reason } }];
    }
    case 'RefundPayment': {
      if (state.status === 'refunded') return [];
      if (state.status !== 'paid') return refuse('Only a paid order can be refunded');
      const delta = Math.min(command.amountRefunded, state.amount) - state.refunded;
      if (delta <= 0) return [];
      const data = {
        orderID,
        userID: state.userID!,
        amount: delta,
        currency: state.currency!,
        provider: state.provider!,
      };
      return [{ type: 'PaymentRefunded', data: { ...data, actor, reason } }];
    }
    case 'GrantFreeOrder': {
      if (state.status !== 'none') return refuse('This order already exists');
      const data = { orderID, userID: command.userID, tier: command.tier.id, months: command.months };
      return [{ type: 'FreeOrderGranted', data: { ...data, actor, reason: command.reason } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${String((unknown as { type: unknown }).type)}`);
    }
  }
};

const evolveOrder = (state: OrderState, event: OrderEvent): OrderState => {
  switch (event.type) {
    case 'CheckoutStarted':
    case 'PaymentFailed': {
      const { userID, tier, amount, currency, provider } = event.data;
      const status = event.type === 'CheckoutStarted' ? 'open' : 'failed';
      return { ...state, status, userID, tier, amount, currency, provider };
    }
    case 'PaymentSucceeded': {
      const { userID, tier, amount, currency, provider } = event.data;
      return { ...state, status: 'paid', userID, tier, amount, currency, provider };
    }
    case 'PaymentRefunded': {
      const refunded = state.refunded + event.data.amount;
      return { ...state, refunded, status: refunded >= state.amount ? 'refunded' : state.status };
    }
    case 'FreeOrderGranted':
      return { ...state, status: 'free', userID: event.data.userID, tier: event.data.tier };
    default: {
      const _unknown: never = event;
      return state;
    }
  }
};

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  decide: decideOrder,
  evolve: evolveOrder,
  initialState: initialOrderState,
};

export const orderStreamId = (orderID: string): string => `order-${orderID}`;
