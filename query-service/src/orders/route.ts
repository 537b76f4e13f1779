import {
  DomainError,
  findTier,
  type OrderAnswer,
  type OrderRow,
  type Payment,
  type PaymentsAnswer,
} from '@academy/domain';
import { pathParam, RouteTable, signedInUser } from '@academy/platform';
import { type QueryDeps } from '../deps.js';
import { readYourWrites } from '../freshness/read-your-writes.js';
import { findOrder, ordersOf } from './queries.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Payment history and receipts, from the `orders` read model:
 * - `GET /rest/membership/payments`: the signed-in member's orders, newest first: `{ payments: [...] }`;
 * - `GET /rest/membership/orders/{orderID}`: one of their own orders with their name (the receipt, the test checkout page), 404 otherwise;
 * - `GET /rest/admin/users/{userID}/payments` (admins): any member's orders, newest first.
 */
export const ordersRoutes = (deps: QueryDeps): RouteTable => {
  const withTierName = (order: OrderRow): Payment => ({
    ...order,
    tierName: findTier(deps.access.catalogue, order.tier)?.name ?? order.tier,
  });
  const fresh = readYourWrites(deps, ['orders']);
  return new RouteTable(deps.access)
    .get('/rest/membership/payments', { signedIn: true }, fresh, async (req, res) => {
      const { userID } = signedInUser(req);
      const answer: PaymentsAnswer = { payments: (await ordersOf(deps.db, userID)).map(withTierName) };
      res.json(answer);
    })
    .get('/rest/membership/orders/:orderID', { signedIn: true }, fresh, async (req, res) => {
      const { userID } = signedInUser(req);
      const order = await findOrder(deps.db, pathParam(req, 'orderID', UUID));
      if (!order || order.userID !== userID) throw new DomainError('not-found', 'No such order');
      const { state } = await deps.access.user(userID);
      const answer: OrderAnswer = {
        ...withTierName(order),
        memberName: state.status === 'none' ? '' : `${state.firstName} ${state.lastName}`.trim(),
      };
      res.json(answer);
    })
    .get('/rest/admin/users/:userID/payments', { admin: true }, fresh, async (req, res) => {
      const userID = pathParam(req, 'userID', UUID);
      const answer: PaymentsAnswer = { payments: (await ordersOf(deps.db, userID)).map(withTierName) };
      res.json(answer);
    });
};
