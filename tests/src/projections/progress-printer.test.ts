import { describe, expect, it } from '@jest/globals';
import { progressPrinter } from '../../../app/src/cli/progress.js';

/** A stand-in for stderr that keeps what is written. */
const stream = (isTTY: boolean) => {
  const chunks: string[] = [];
  return {
    chunks,
    isTTY,
    write: (chunk: string) => (chunks.push(chunk), true),
  } as unknown as NodeJS.WriteStream & { chunks: string[] };
};

describe('progress printer', () => {
  it('when stderr is not a terminal, then it prints a plain line at each tenth and at the end, without control characters', () => {
    const out = stream(false);
    const bar = progressPrinter('replay registry', out);
    for (let done = 0; done <= 2000; done += 100)
      bar.update(done, 2000, { eventsPerSecond: 12345, etaSeconds: (2000 - done) / 1000 });
    bar.finish('2,000 events replayed; now serving generation 2');
    const text = out.chunks.join('');
    expect(text).not.toContain('\r');
    expect(text).not.toContain('\x1b');
    const lines = text.split('\n').filter(Boolean);
    expect(lines).toEqual([
      'replay registry: 10% 200/2,000 12,345 events/s ETA 2s',
      'replay registry: 20% 400/2,000 12,345 events/s ETA 2s',
      'replay registry: 30% 600/2,000 12,345 events/s ETA 2s',
      'replay registry: 40% 800/2,000 12,345 events/s ETA 2s',
      'replay registry: 50% 1,000/2,000 12,345 events/s ETA 1s',
      'replay registry: 60% 1,200/2,000 12,345 events/s ETA 1s',
      'replay registry: 70% 1,400/2,000 12,345 events/s ETA 1s',
      'replay registry: 80% 1,600/2,000 12,345 events/s ETA 1s',
      'replay registry: 90% 1,800/2,000 12,345 events/s ETA 1s',
      'replay registry: 100% 2,000/2,000 12,345 events/s ETA 0s',
      'replay registry: 2,000 events replayed; now serving generation 2',
    ]);
  });

  it('when there is nothing to do, then it prints 100% once', () => {
    const out = stream(false);
    const bar = progressPrinter('seed', out);
    bar.update(0, 0);
    bar.update(0, 0);
    expect(out.chunks).toEqual(['seed: 100% 0/0\n']);
  });

  it('when stderr is a terminal, then it redraws one line with a bar, and the finish clears it', () => {
    const out = stream(true);
    const bar = progressPrinter('seed', out);
    bar.update(50, 100);
    bar.finish('done');
    expect(out.chunks[0]).toBe(`\rseed [${'#'.repeat(15)}${'-'.repeat(15)}] 50% 50/100\x1b[K`);
    expect(out.chunks.at(-1)).toBe('\r\x1b[Kseed: done\n');
  });
});
