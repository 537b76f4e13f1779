import { describe, expect, it } from '@jest/globals';
import { type DeliveredBatch } from './port.js';
import { InMemoryBroker } from './in-memory-broker.js';

const until = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('in-memory broker', () => {
  it('when messages of many keys are sent, then each key stays in one partition in the order sent', async () => {
    const broker = new InMemoryBroker(4);
    const producer = broker.producer();
    for (let i = 0; i < 40; i++) await producer.send([{ key: `stream-${i % 5}`, value: String(i) }]);
    for (let k = 0; k < 5; k++) {
      const holding = broker.log.filter((p) => p.some((m) => m.key === `stream-${k}`));
      expect(holding).toHaveLength(1);
      const values = holding[0]!.filter((m) => m.key === `stream-${k}`).map((m) => Number(m.value));
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
  });

  it('when a send succeeds, then it answers the offset after its last message in each partition', async () => {
    const broker = new InMemoryBroker(2);
    const progress = await broker.producer().send([
      { key: 'a', value: '1' },
      { key: 'a', value: '2' },
    ]);
    const partition = broker.log.findIndex((p) => p.length > 0);
    expect(progress).toEqual([{ partition, nextOffset: 2 }]);
  });

  it('when a member crashes mid-batch, then another member gets its partitions from the committed offset', async () => {
    const broker = new InMemoryBroker(2);
    await broker.producer().send(Array.from({ length: 10 }, (_, i) => ({ key: `k${i}`, value: String(i) })));
    const first = broker.consumer('g', { maxBatch: 2 });
    const seenByFirst: DeliveredBatch[] = [];
    await first.start(async (batch) => {
      seenByFirst.push(batch);
      if (seenByFirst.length === 2) first.crash(); // dies before its second batch is committed
      return batch.messages.at(-1)!.offset + 1;
    });
    await until(() => broker.committed('g').size > 0 && seenByFirst.length >= 2);
    const seenBySecond: number[] = [];
    const second = broker.consumer('g');
    await second.start(async (batch) => {
      seenBySecond.push(...batch.messages.map((m) => Number(m.value)));
      return batch.messages.at(-1)!.offset + 1;
    });
    await until(() => broker.log.every((p, i) => broker.committed('g').get(i) === p.length));
    await second.stop();
    const crashed = seenByFirst[1]!.messages.map((m) => Number(m.value));
    expect(seenBySecond).toEqual(expect.arrayContaining(crashed)); // redelivered
    expect(new Set(seenBySecond).size + seenByFirst[0]!.messages.length).toBe(10);
  });
});
