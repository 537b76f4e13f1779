import {
  DomainError,
  importShippedSchema,
  parseShippedCsv,
  parseWith,
  type ImportShippedAnswer,
} from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { importShipped } from './import-shipped.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/admin/shipments/import` `{ csv }` (admins): bulk "mark shipped" from lines of
 * `shipmentID,carrier,tracking`. A malformed line refuses the whole file (400 naming the lines);
 * otherwise every row is decided and the shipped ones are written in one atomic append (all or
 * nothing, import-shipped.ts): 200 `{ results: [{ line, shipmentID, result }], position }` with
 * `shipped`, `unchanged` (already shipped with that tracking), `not-found` or `invalid-transition`.
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
    const { results, position, written } = await importShipped(
      deps.store,
      commandMeta(req, deps.clock, deps.ids),
      rows,
      by,
    );
    const answer: ImportShippedAnswer = { results, position };
    await answerCommand(req, res, { body: answer, written });
  });
