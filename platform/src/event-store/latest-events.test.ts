import { describe, expect, it } from '@jest/globals';
import { compareCheckpoints, START, type EventStore, type StoredEvent } from './port.js';
import { latestEvents, type ReadsLatest } from './latest-events.js';

const eventAt = (i: number, position: number): StoredEvent => ({
  eventId: `e${i}`,
  streamId: `s-${i % 3}`,
  version: i,
  position,
  type: 'Tick',
  data: {},
  metadata: { actor: null, correlationId: 'c', causationId: null, timestamp: '2025-01-01T00:00:00.000Z' },
  recordedAt: '2025-01-01T00:00:00.000Z',
  checkpoint: { txId: 0, position },
});

/** A store over a fixed log whose `checkpointAt` refuses any position that is not an event's. */
const storeOver = (log: StoredEvent[], strict: boolean): EventStore =>
  ({
    head: () => Promise.resolve(log.at(-1)?.checkpoint ?? START),
    checkpointAt: (position: number) => {
      const at = log.filter((e) => e.position <= position).at(-1);
      if (strict && position > 0 && at?.position !== position)
        return Promise.reject(new Error(`no event at commit position ${position}`));
      return Promise.resolve(at?.checkpoint ?? START);
    },
    readAll: (after: StoredEvent['checkpoint'], limit: number) => {
      const events = log.filter((e) => compareCheckpoints(e.checkpoint, after) > 0).slice(0, limit);
      return Promise.resolve({ events, checkpoint: events.at(-1)?.checkpoint ?? after });
    },
  }) as unknown as EventStore;

describe('the newest events across the store', () => {
  it('when positions are KurrentDB commit positions (byte offsets), then the newest are read backwards, newest first', async () => {
    const log = Array.from({ length: 30 }, (_, i) => eventAt(i + 1, 4096 * (i + 1) + 17 * i));
    const store: EventStore & ReadsLatest = Object.assign(storeOver(log, true), {
      readLatest: (limit: number) => Promise.resolve(log.slice(-limit).reverse()),
    });
    const latest = await latestEvents(store, 20);
    expect(latest.map((e) => e.eventId)).toEqual(
      log
        .slice(-20)
        .reverse()
        .map((e) => e.eventId),
    );
  });

  it('when positions are SQL positions with gaps (rolled-back appends), then the newest 20 come newest first', async () => {
    const log = Array.from({ length: 40 }, (_, i) => eventAt(i + 1, i < 35 ? i + 1 : i + 10));
    const latest = await latestEvents(storeOver(log, false), 20);
    expect(latest.map((e) => e.eventId)).toEqual(
      log
        .slice(-20)
        .reverse()
        .map((e) => e.eventId),
    );
  });
});
