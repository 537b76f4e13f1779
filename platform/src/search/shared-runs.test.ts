import { describe, expect, it } from '@jest/globals';
import { sharedRuns } from './shared-runs.js';

describe('sharedRuns', () => {
  it('when calls come while a run is under way, then they share one next run that starts after it, and see what came before them', async () => {
    let value = 0;
    let runs = 0;
    const release: (() => void)[] = [];
    const read = sharedRuns(async () => {
      runs++;
      const seen = value;
      await new Promise<void>((resolve) => release.push(resolve));
      return seen;
    });
    const first = read();
    value = 1; // written after the first run read, before these calls
    const later = [read(), read(), read()];
    release.shift()!();
    expect(await first).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    release.shift()!();
    expect(await Promise.all(later)).toEqual([1, 1, 1]);
    expect(runs).toBe(2);
  });

  it('when a run fails, then its callers get the error and the next call runs again', async () => {
    let fail = true;
    const read = sharedRuns(async () => {
      if (fail) throw new Error('unavailable');
      return 'ok';
    });
    await expect(read()).rejects.toThrow('unavailable');
    fail = false;
    await expect(read()).resolves.toBe('ok');
  });
});
