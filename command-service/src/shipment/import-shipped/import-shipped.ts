import {
  DomainError,
  shipmentDecider,
  shipmentStreamId,
  type ImportShippedAnswer,
  type ShipmentEvent,
  type ShipmentState,
  type ShippedRow,
  type ShippedRowResult,
} from '@academy/domain';
import { ConcurrencyError, foldStream, type EventStore, type Folded } from '@academy/platform';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type StreamWrite } from '../../pipeline/handle-command.js';

/** A file's rows decided again after a conflict (another admin moved one of its shipments). */
const RETRIES = 3;

/**
 * Every row decided first, in file order, each on its shipment as the rows before it left it (a
 * shipment twice in a file sees its first row); a refused row (unknown, a wrong status) is
 * answered as such and writes nothing. Then ONE atomic append of every shipment the file ships,
 * each with the version read: the file is applied whole or not at all, never half behind an
 * error. A shipment moved meanwhile: the whole file is decided again on the newer state.
 */
export const importShipped = async (
  store: EventStore,
  meta: CommandMeta,
  rows: readonly ShippedRow[],
  by: string,
): Promise<ImportShippedAnswer & { written?: StreamWrite }> => {
  const ids = [...new Set(rows.map((r) => r.shipmentID))];
  for (let attempt = 0; ; attempt++) {
    const folded = new Map<string, Folded<ShipmentState>>();
    for (const id of ids) folded.set(id, await foldStream(store, shipmentStreamId(id), shipmentDecider));
    const states = new Map([...folded].map(([id, f]) => [id, f.state]));
    const decided = new Map<string, ShipmentEvent[]>();
    const results = rows.map(({ line, shipmentID, carrier, tracking }): ShippedRowResult => {
      try {
        const events = shipmentDecider.decide(
          { type: 'MarkShipped', shipmentID, carrier, tracking, by },
          states.get(shipmentID)!,
        );
        states.set(shipmentID, events.reduce(shipmentDecider.evolve, states.get(shipmentID)!));
        decided.set(shipmentID, [...(decided.get(shipmentID) ?? []), ...events]);
        return { line, shipmentID, result: events.length > 0 ? 'shipped' : 'unchanged' };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { line, shipmentID, result: error.code, reason: error.message };
      }
    });
    const writes = [...decided].filter(([, events]) => events.length > 0);
    const positions = [...folded.values()].map((f) => f.position);
    if (writes.length === 0) return { results, position: Math.max(0, ...positions) };
    try {
      const written = await store.appendMany(
        writes.map(([id, events]) => {
          const streamId = shipmentStreamId(id);
          const version = folded.get(id)!.version;
          return { streamId, events: meta.toAppend(streamId, events), expectedVersion: version };
        }),
      );
      const last = written.streams.at(-1)!;
      return {
        results,
        position: Math.max(written.position, ...positions),
        written: { streamId: last.streamId, version: last.nextVersion, position: last.position },
      };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= RETRIES) throw error;
    }
  }
};
