import { shipmentDecider, shipmentStreamId, userStreamId } from '@academy/domain';
import { foldStream, RouteTable, shipmentIdOf, signedInUser } from '@academy/platform';
import { type QueryDeps } from '../deps.js';

/**
 * `GET /rest/user/shipments` (signed in): the member's token shipments, newest first, with status,
 * carrier and tracking. From the streams (a member has a handful), so it never lags a change.
 */
export const userShipmentsRoute = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get('/rest/user/shipments', { signedIn: true }, async (req, res) => {
    const { userID } = signedInUser(req);
    const events = await deps.store.readStream(userStreamId(userID));
    const activations = events.filter(
      (e) => e.type === 'MembershipActivated' && (e.data as { token?: unknown }).token === true,
    );
    const shipments = [];
    for (const activation of activations.reverse()) {
      const shipmentID = shipmentIdOf(activation.eventId);
      const { state, version } = await foldStream(deps.store, shipmentStreamId(shipmentID), shipmentDecider);
      if (version === 0) continue;
      shipments.push({
        shipmentID,
        status: state.status,
        tier: state.tier,
        carrier: state.carrier,
        tracking: state.tracking,
        address: state.address,
        requested: activation.metadata.timestamp,
      });
    }
    res.set('Cache-Control', 'no-store').json({ shipments });
  });
