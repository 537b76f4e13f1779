import { type StoredEvent } from '@academy/platform';

/**
 * Numbers recorded events as a store would: a version per stream and one position across all, in
 * the order they are given (the single-process order).
 */
export const recordAll = (
  events: readonly { streamId: string; type: string; data: unknown; at?: string }[],
): StoredEvent[] => {
  const versions = new Map<string, number>();
  return events.map((e, i) => {
    const version = (versions.get(e.streamId) ?? 0) + 1;
    versions.set(e.streamId, version);
    const position = i + 1;
    return {
      eventId: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
      streamId: e.streamId,
      version,
      position,
      type: e.type,
      data: e.data,
      metadata: {
        actor: null,
        correlationId: `c-${position}`,
        causationId: null,
        timestamp: e.at ?? new Date(Date.UTC(2025, 0, 1) + position * 60_000).toISOString(),
      },
      recordedAt: new Date(Date.UTC(2025, 0, 1) + position * 60_000).toISOString(),
      checkpoint: { txId: 1, position },
    };
  });
};
