import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics, served by the metrics listener (never the public one).
 * One registry per process: counters add up whatever opened them.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new Histogram({
  name: 'academy_http_request_duration_seconds',
  help: 'HTTP answers by method, route pattern and status, with their latency',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const commandsTotal = new Counter({
  name: 'academy_commands_total',
  help: 'Commands handled, by command type and outcome (appended, unchanged, or the error code)',
  labelNames: ['type', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const eventsAppendedTotal = new Counter({
  name: 'academy_events_appended_total',
  help: 'Events appended to the event store, by event type',
  labelNames: ['type'] as const,
  registers: [metricsRegistry],
});

export const searchDuration = new Histogram({
  name: 'academy_search_duration_seconds',
  help: 'Search queries, by index, with their latency',
  labelNames: ['index'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

export const schedulerRunsTotal = new Counter({
  name: 'academy_scheduler_runs_total',
  help: 'Runs of scheduled jobs, by job and outcome',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});

export interface ProjectionLag {
  projection: string;
  events: number;
  seconds: number;
}

type LagSource = () => Promise<readonly ProjectionLag[]>;
const lagSources = new Set<LagSource>();

/** Adds where projection lag is read from (a runner); answers the function that removes it. */
export const addProjectionLagSource = (source: LagSource): (() => void) => {
  lagSources.add(source);
  return () => void lagSources.delete(source);
};

const readLags = async (): Promise<ProjectionLag[]> =>
  (await Promise.all([...lagSources].map((s) => s().catch(() => [])))).flat();

const lagEvents = new Gauge({
  name: 'academy_projection_lag_events',
  help: 'Events in the store that a projection has not yet applied',
  labelNames: ['projection'] as const,
  registers: [metricsRegistry],
});
const lagSeconds = new Gauge({
  name: 'academy_projection_lag_seconds',
  help: 'Age of the oldest event a projection has not yet applied (0 when caught up)',
  labelNames: ['projection'] as const,
  registers: [metricsRegistry],
});

/** This process's metrics as prom-client's JSON (`getMetricsAsJSON`): what an HTTP worker hands its primary. */
export const metricsJson = (): Promise<object[]> => metricsRegistry.getMetricsAsJSON();

/**
 * The metrics text, with projection lag read now; with `others` (other processes' `metricsJson`,
 * the HTTP workers'), this process's and theirs aggregated (prom-client's
 * `AggregatorRegistry.aggregate`: counters and histograms summed, each default metric by its rule).
 */
export const metricsText = async (others: readonly object[][] = []): Promise<string> => {
  lagEvents.reset();
  lagSeconds.reset();
  for (const lag of await readLags()) {
    lagEvents.set({ projection: lag.projection }, lag.events);
    lagSeconds.set({ projection: lag.projection }, lag.seconds);
  }
  if (others.length === 0) return metricsRegistry.metrics();
  return AggregatorRegistry.aggregate([await metricsJson(), ...others]).metrics();
};

export const metricsContentType = metricsRegistry.contentType;
