import { userStreamId, type ShippingAddress, type ShippingAddressAnswer } from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { type QueryDeps } from '../deps.js';

/**
 * `GET /rest/user/shipping-address` (signed in): `{ address }`, the member's newest shipping
 * address or null. From their stream, so it never lags the change they just made.
 */
export const userShippingAddressRoute = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get('/rest/user/shipping-address', { signedIn: true }, async (req, res) => {
    const { userID } = signedInUser(req);
    const events = await deps.store.readStream(userStreamId(userID));
    const latest = events.findLast((e) => e.type === 'ShippingAddressChanged');
    const address = latest
      ? (latest.data as { personal: { address: ShippingAddress } }).personal.address
      : null;
    const answer: ShippingAddressAnswer = { address };
    res.set('Cache-Control', 'no-store').json(answer);
  });
