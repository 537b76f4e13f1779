import {
  DomainError,
  parseWith,
  withdrawCancellationRequestSchema,
  type BillingPortalAnswer,
} from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { type CommandDeps } from '../../pipeline/deps.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/membership/billing-portal` `{}`: a billing-portal session for the member's customer
 * (update card, invoices, cancel) and where to send the browser, 201 `{ url }`: Stripe's portal, or
 * the built-in `/billing/test`. The way back is built from the configured site address, never from
 * the request. 409 `invalid-transition` when no checkout has made the member a customer yet.
 */
export const billingPortalRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post(
    '/rest/membership/billing-portal',
    { signedIn: true },
    async (req, res) => {
      const { userID } = signedInUser(req);
      // No fields, as for withdrawing a cancellation.
      parseWith(withdrawCancellationRequestSchema, req.body ?? {});
      const { customer } = (await deps.access.membership(userID)).state;
      if (customer?.provider !== deps.payments.name)
        throw new DomainError('invalid-transition', 'There is no billing account yet: pay for a tier first');
      const returnUrl = `${deps.config.site.base()}/settings/manage-membership`;
      const url = await deps.payments.provider.openBillingPortal(customer.id, returnUrl);
      const answer: BillingPortalAnswer = { url };
      await answerCommand(req, res, { status: 201, body: answer });
    },
  );
