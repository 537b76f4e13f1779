import {
  shipmentDecider,
  shipmentStreamId,
  userStreamId,
  type MemberShipment,
  type MemberShipmentsAnswer,
} from '@academy/domain';
import {
  foldStream,
  pathParam,
  RouteTable,
  shipmentIdOf,
  signedInUser,
  type EventStore,
} from '@academy/platform';
import { type QueryDeps } from '../deps.js';

/**
 * `GET /rest/user/shipments` (signed in): the member's token shipments, newest first, with status,
 * carrier and tracking. From the streams (a member has a handful), so it never lags a change.
 */
/** A member's token shipments, newest first: from their stream's activations and each shipment's stream. */
export const shipmentsOf = async (store: EventStore, userID: string): Promise<MemberShipment[]> => {
  const events = await store.readStream(userStreamId(userID));
  const activations = events.filter(
    (e) => e.type === 'MembershipActivated' && (e.data as { token?: unknown }).token === true,
  );
  const shipments: MemberShipment[] = [];
  for (const activation of activations.reverse()) {
    const shipmentID = shipmentIdOf(activation.eventId);
    const { state, version } = await foldStream(store, shipmentStreamId(shipmentID), shipmentDecider);
    if (version === 0 || state.status === 'none') continue;
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
  return shipments;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /rest/user/shipments` (signed in): the member's token shipments with status, carrier and
 * tracking; `GET /rest/admin/users/{userID}/shipments` (admins): a member's, for the Shipping tab.
 * From the streams (a member has a handful), so they never lag a change.
 */
export const userShipmentsRoute = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access)
    .get('/rest/user/shipments', { signedIn: true }, async (req, res) => {
      const { userID } = signedInUser(req);
      const answer: MemberShipmentsAnswer = { shipments: await shipmentsOf(deps.store, userID) };
      res.set('Cache-Control', 'no-store').json(answer);
    })
    .get('/rest/admin/users/:userID/shipments', { admin: true }, async (req, res) => {
      const userID = pathParam(req, 'userID', UUID).toLowerCase();
      const answer: MemberShipmentsAnswer = { shipments: await shipmentsOf(deps.store, userID) };
      res.set('Cache-Control', 'no-store').json(answer);
    });
