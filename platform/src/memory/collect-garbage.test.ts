import { describe, expect, it } from '@jest/globals';
import { collectGarbage } from './collect-garbage.js';

describe('collectGarbage', () => {
  it('when a large heap of garbage was left behind, then collecting gives its room back', () => {
    let garbage: string[][] | undefined = Array.from({ length: 200_000 }, (_, i) => [
      `row ${i}`,
      `name ${i}`,
    ]);
    const withGarbage = process.memoryUsage().heapUsed;
    expect(garbage.length).toBe(200_000);
    garbage = undefined;

    collectGarbage();

    expect(process.memoryUsage().heapUsed).toBeLessThan(withGarbage - 10 * 1024 * 1024);
  });
});
