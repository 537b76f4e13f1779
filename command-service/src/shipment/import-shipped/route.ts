import {
  DomainError,
  importShippedSchema,
  parseShippedCsv,
  parseWith,
  shipmentDecider,
  shipmentStreamId,
} from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand } from '../../pipeline/handle-command.js';

/**
 * `POST /rest/admin/shipments/import` `{ csv }` (admins): bulk "mark shipped" from lines of
 * `shipmentID,carrier,tracking`. A malformed line refuses the whole file (400 naming the lines);
 * otherwise each row is marked shipped on its own: 200 `{ results: [{ line, shipmentID, result }], position }`
 * with `shipped`, `unchanged` (already shipped with that tracking), `not-found` or `invalid-transition`.
 */
export const importShippedRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/admin/shipments/import', { admin: true }, async (req, res) => {
    const { csv } = parseWith(importShippedSchema, req.body);
    const { rows, bad } = parseShippedCsv(csv);
    if (bad.length > 0 || rows.length === 0)
      throw new DomainError(
        'validation-failed',
        'Invalid fields: csv',
        bad.length > 0
          ? bad.map((line) => ({ path: 'csv', message: `Line ${line} is not shipmentID,carrier,tracking` }))
          : [{ path: 'csv', message: 'No rows' }],
      );
    const by = signedInUser(req).userID;
    const results: { line: number; shipmentID: string; result: string }[] = [];
    let position = 0;
    for (const row of rows) {
      const meta = commandMeta(req, deps.clock, deps.ids);
      try {
        const done = await handleCommand(
          deps.store,
          shipmentStreamId(row.shipmentID),
          shipmentDecider,
          {
            type: 'MarkShipped',
            shipmentID: row.shipmentID,
            carrier: row.carrier,
            tracking: row.tracking,
            by,
          },
          meta,
        );
        position = Math.max(position, done.position);
        results.push({ ...row, result: done.events.length > 0 ? 'shipped' : 'unchanged' });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        results.push({ line: row.line, shipmentID: row.shipmentID, result: error.code });
      }
    }
    res.json({
      results: results.map(({ line, shipmentID, result }) => ({ line, shipmentID, result })),
      position,
    });
  });
