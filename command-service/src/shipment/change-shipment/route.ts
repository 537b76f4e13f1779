import {
  markDeliveredSchema,
  markReturnedSchema,
  markShippedSchema,
  parseWith,
  shipmentDecider,
  shippingAddressRequestSchema,
  shipmentStreamId,
  type ShipmentCommand,
} from '@academy/domain';
import { pathParam, RouteTable, signedInUser } from '@academy/platform';
import type express from 'express';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand } from '../../pipeline/handle-command.js';
import { UUID } from '../../pipeline/patterns.js';
import { answerCommand } from '../../pipeline/command-answer.js';

type Build = (req: express.Request, shipmentID: string, by: string) => ShipmentCommand;

/**
 * Admins move a shipment on: `POST /rest/admin/shipments/{shipmentID}/shipped` `{ carrier, tracking }`,
 * `…/delivered` `{}`, `…/returned` `{ reason }`, `…/address` (the address fields): 200 `{ position }`;
 * 404 for an unknown shipment; 409 `invalid-transition` (deliver before ship, …), nothing appended.
 */
export const changeShipmentRoutes = (deps: CommandDeps): RouteTable => {
  const table = new RouteTable(deps.access);
  const action = (path: string, build: Build) =>
    table.post(`/rest/admin/shipments/:shipmentID/${path}`, { admin: true }, async (req, res) => {
      const shipmentID = pathParam(req, 'shipmentID', UUID).toLowerCase();
      const command = build(req, shipmentID, signedInUser(req).userID);
      const meta = commandMeta(req, deps.clock, deps.ids);
      const { position, written } = await handleCommand(
        deps.store,
        shipmentStreamId(shipmentID),
        shipmentDecider,
        command,
        meta,
      );
      await answerCommand(req, res, { body: { position }, written });
    });
  action('shipped', (req, shipmentID, by) => ({
    type: 'MarkShipped',
    shipmentID,
    by,
    ...parseWith(markShippedSchema, req.body),
  }));
  action('delivered', (req, shipmentID, by) => {
    parseWith(markDeliveredSchema, req.body ?? {});
    return { type: 'MarkDelivered', shipmentID, by };
  });
  action('returned', (req, shipmentID, by) => ({
    type: 'MarkReturned',
    shipmentID,
    by,
    ...parseWith(markReturnedSchema, req.body),
  }));
  action('address', (req, shipmentID, by) => ({
    type: 'ChangeShipmentAddress',
    shipmentID,
    by,
    address: parseWith(shippingAddressRequestSchema, req.body),
  }));
  return table;
};
