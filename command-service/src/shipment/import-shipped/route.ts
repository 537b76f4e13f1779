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
 * `shipmentID,carrier,tracking`. A malformed line refuses the whole file: 400 `validation-failed`
 * with `data.refused` `[{ line, reason }]` (each malformed line and why), nothing written.
 * Otherwise every row is decided and the shipped ones are written in one atomic append (all or
 * nothing, import-shipped.ts): 200 `{ results: [{ line, shipmentID, result }], position }` with
 * `shipped`, `unchanged` (already shipped with that tracking), `not-found` or `invalid-transition`
 * (a refused row carries its `reason` in words and writes nothing).
 */
export const importShippedRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/admin/shipments/import', { admin: true }, async (req, res) => {
    const { csv } = parseWith(importShippedSchema, req.body);
    const { rows, bad } = parseShippedCsv(csv);
    if (bad.length > 0 || rows.length === 0) {
      const refused = bad.length > 0 ? bad : [{ line: 1, reason: 'No rows' }];
      throw new DomainError(
        'validation-failed',
        'Invalid fields: csv',
        refused.map(({ line, reason }) => ({ path: 'csv', message: `Line ${line}: ${reason}` })),
        { data: { refused } },
      );
    }
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
