import { performance } from 'node:perf_hooks';

/** The value below which `p` percent of the samples fall (nearest rank). */
export const percentile = (samples: readonly number[], p: number): number => {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
};

export const mean = (samples: readonly number[]): number =>
  samples.length === 0 ? Number.NaN : samples.reduce((a, b) => a + b, 0) / samples.length;

export const now = (): number => performance.now();

export interface LoadResult {
  /** Completed operations inside the measured window. */
  count: number;
  seconds: number;
  perSecond: number;
  /** Latency of each operation in the window, in milliseconds. */
  latencies: number[];
}

/**
 * `workers` loops call `op` back to back: first for `warmupMs` (not counted), then for
 * `durationMs`. An operation counts when it started inside the window.
 */
export const runLoad = async (
  workers: number,
  { warmupMs, durationMs }: { warmupMs: number; durationMs: number },
  op: (worker: number, i: number) => Promise<void>,
): Promise<LoadResult> => {
  const start = now();
  const windowStart = start + warmupMs;
  const windowEnd = windowStart + durationMs;
  const latencies: number[] = [];
  const loop = async (worker: number) => {
    for (let i = 0; ; i++) {
      const began = now();
      if (began >= windowEnd) return;
      await op(worker, i);
      if (began >= windowStart) latencies.push(now() - began);
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, w) => loop(w)));
  const seconds = durationMs / 1000;
  return { count: latencies.length, seconds, perSecond: latencies.length / seconds, latencies };
};

/** Runs `fn` over `items` with at most `concurrency` at a time. */
export const forEachLimited = async <T>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T, i: number) => Promise<void>,
): Promise<void> => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
};

export const ms = (value: number): string =>
  Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms` : 'n/a';

export const rate = (value: number, unit: string): string =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} ${unit}` : 'n/a';

export const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** One line of progress on stderr, so the figures on stdout stay clean. */
export const note = (text: string): void => {
  process.stderr.write(`  · ${text}\n`);
};
