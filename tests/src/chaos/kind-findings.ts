import { type RecordedEvent } from '@academy/domain';

/** For one kind of command: what was promised (2xx) and what the data says of it. */
export interface KindFindings {
  answered2xx: number;
  /** Answered 2xx but not in the store. */
  lost: number;
  /** In the store more than once. */
  doubled: number;
  /** In the store but not (exactly once) in its read model. */
  missingFromReadModels: number;
  /** Read-model rows whose event is not in the store. */
  orphanRows: number;
}

/** Counts each key: how many events carry it. */
export const tally = (
  events: readonly RecordedEvent[],
  type: string,
  key: (data: Record<string, unknown>, event: RecordedEvent) => string,
) => {
  const counts = new Map<string, number>();
  for (const e of events)
    if (e.type === type) {
      const k = key(e.data as Record<string, unknown>, e);
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  return counts;
};

/** Lost and doubled among the promised keys. */
export const inStore = (promised: readonly string[], counts: Map<string, number>) => ({
  answered2xx: promised.length,
  lost: promised.filter((k) => !counts.has(k)).length,
  doubled: promised.filter((k) => (counts.get(k) ?? 0) > 1).length,
});
