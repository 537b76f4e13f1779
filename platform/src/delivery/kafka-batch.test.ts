import { describe, expect, it } from '@jest/globals';
import { handleKafkaBatch, type KafkaBatchCalls } from './kafka-batch.js';
import { type DeliveredMessage } from './port.js';

const messages: DeliveredMessage[] = [0, 1, 2].map((offset) => ({
  partition: 3,
  offset,
  key: 'k',
  value: 'v',
}));

const recorder = () => {
  const log: string[] = [];
  let onBeat = () => {};
  const calls: KafkaBatchCalls = {
    resolveOffset: (offset) => void log.push(`resolve ${offset}`),
    commit: (next) => Promise.resolve(void log.push(`commit ${next}`)),
    seek: (next) => void log.push(`seek ${next}`),
    heartbeat: () => {
      log.push('heartbeat');
      onBeat();
      return Promise.resolve();
    },
  };
  return { log, calls, whenBeat: (fn: () => void) => (onBeat = fn) };
};

describe('one Kafka batch', () => {
  it('when the handler outlasts the heartbeat interval (a slow search index), then heartbeats go out while it runs', async () => {
    const { log, calls, whenBeat } = recorder();
    await handleKafkaBatch(
      () =>
        new Promise<number>((resolve) => {
          let beats = 0;
          whenBeat(() => {
            if (++beats === 3) resolve(3); // the handler ends only once three heartbeats went out
          });
        }),
      3,
      messages,
      calls,
      5,
    );
    expect(log.slice(0, 3)).toEqual(['heartbeat', 'heartbeat', 'heartbeat']);
    expect(log.slice(3)).toEqual(['resolve 2', 'commit 3', 'heartbeat']);
  });

  it('when the handler answers another offset, then the consumer seeks there and commits nothing', async () => {
    const { log, calls } = recorder();
    await handleKafkaBatch(() => Promise.resolve(1), 3, messages, calls);
    expect(log).toEqual(['seek 1', 'heartbeat']);
  });
});
