import { type SqlExecutor } from '@academy/platform';
import { type Projection, type TableName } from '../runner/projection.js';

type Handled =
  | 'ShipmentRequested'
  | 'ShipmentAddressChanged'
  | 'ShipmentShipped'
  | 'ShipmentDelivered'
  | 'ShipmentReturned'
  | 'MemberErased';

const set = async (
  tx: SqlExecutor,
  table: TableName,
  shipmentID: string,
  version: number,
  at: string,
  assignments: string,
  values: unknown[],
) => {
  await tx.query(
    `update ${table('admin_shipments')} set ${assignments}, version = $2, updated_at = $3
      where shipment_id = $1 and version < $2`,
    [shipmentID, version, at, ...values],
  );
};

/**
 * The admin shipping list: one row per `shipment-{shipmentID}` stream with status, country,
 * carrier, tracking and the request date; an erased member's rows removed. Idempotent by the
 * shipment stream's version.
 */
export const shipmentsProjection: Projection<Handled> = {
  name: 'shipments',
  codeVersion: 1,
  tables: ['admin_shipments'],
  handles: [
    'ShipmentRequested',
    'ShipmentAddressChanged',
    'ShipmentShipped',
    'ShipmentDelivered',
    'ShipmentReturned',
    'MemberErased',
  ],
  async create(tx, table) {
    await tx.exec(`
      create table ${table('admin_shipments')} (
        shipment_id uuid primary key,
        user_id uuid not null,
        tier text not null,
        status text not null,
        address jsonb,
        country text,
        carrier text,
        tracking text,
        return_reason text,
        requested_at timestamptz not null,
        updated_at timestamptz not null,
        version integer not null
      );
      create index ${table('admin_shipments')}_list on ${table('admin_shipments')} (status, requested_at desc);
      create index ${table('admin_shipments')}_user on ${table('admin_shipments')} (user_id);
    `);
  },
  async apply(tx, events, table) {
    for (const event of events) {
      const v = event.version;
      const at = event.metadata.timestamp;
      switch (event.type) {
        case 'MemberErased':
          // The member's shipments (their addresses) leave the list with them.
          await tx.query(`delete from ${table('admin_shipments')} where user_id = $1`, [event.data.userID]);
          break;
        case 'ShipmentRequested': {
          const { shipmentID, userID, tier, personal } = event.data;
          await tx.query(
            `insert into ${table('admin_shipments')}
               (shipment_id, user_id, tier, status, address, country, requested_at, updated_at, version)
             values ($1, $2, $3, 'requested', $4, $5, $6, $6, $7)
             on conflict (shipment_id) do nothing`,
            [
              shipmentID,
              userID,
              tier,
              personal.address ? JSON.stringify(personal.address) : null,
              personal.address?.country ?? null,
              at,
              v,
            ],
          );
          break;
        }
        case 'ShipmentAddressChanged':
          await set(tx, table, event.data.shipmentID, v, at, `address = $4, country = $5`, [
            JSON.stringify(event.data.personal.address),
            event.data.personal.address.country,
          ]);
          break;
        case 'ShipmentShipped':
          await set(
            tx,
            table,
            event.data.shipmentID,
            v,
            at,
            `status = 'shipped', carrier = $4, tracking = $5`,
            [event.data.carrier, event.data.tracking],
          );
          break;
        case 'ShipmentDelivered':
          await set(tx, table, event.data.shipmentID, v, at, `status = 'delivered'`, []);
          break;
        case 'ShipmentReturned':
          await set(tx, table, event.data.shipmentID, v, at, `status = 'returned', return_reason = $4`, [
            event.data.reason,
          ]);
          break;
      }
    }
  },
};
