import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '../observability/metrics.js';

const connectedGauge = new Gauge({
  name: 'academy_kafka_connected',
  help: 'Whether a part of the Kafka path (the relay, a consumer group, the topic set-up) reaches the broker (1) or not (0)',
  labelNames: ['part'] as const,
  registers: [metricsRegistry],
});
const failuresCounter = new Counter({
  name: 'academy_kafka_failures_total',
  help: 'Failures to reach the broker, by part of the Kafka path (each is retried with a growing pause)',
  labelNames: ['part'] as const,
  registers: [metricsRegistry],
});

/** One part of the delivery path (a consumer group, the relay's producer) and how it fares. */
export interface DeliveryPartHealth {
  name: string;
  connected: boolean;
  /** Failures since it last reached the broker. */
  failures: number;
  lastError: string | null;
}

/**
 * Whether the relay's producer and each consumer group reach the broker, and how many times each
 * failed since it last did: `/readyz` answers 503 `kafka-unreachable` while any is down, and the
 * metrics count the failures. A part not yet heard of is down until it connects.
 */
export class DeliveryHealth {
  private readonly parts = new Map<string, DeliveryPartHealth>();
  /** Every failure since the process started, by part (a counter for the metrics). */
  private readonly totals = new Map<string, number>();

  starting(name: string): void {
    if (this.parts.has(name)) return;
    this.parts.set(name, { name, connected: false, failures: 0, lastError: null });
    connectedGauge.set({ part: name }, 0);
  }

  up(name: string): void {
    this.parts.set(name, { name, connected: true, failures: 0, lastError: null });
    connectedGauge.set({ part: name }, 1);
  }

  down(name: string, error: string): void {
    const failures = (this.parts.get(name)?.failures ?? 0) + 1;
    this.parts.set(name, { name, connected: false, failures, lastError: error });
    this.totals.set(name, (this.totals.get(name) ?? 0) + 1);
    connectedGauge.set({ part: name }, 0);
    failuresCounter.inc({ part: name });
  }

  /** Whether every part heard of reaches the broker. */
  allUp(): boolean {
    return this.read().every((p) => p.connected);
  }

  /** Every part, in the order first heard of. */
  read(): DeliveryPartHealth[] {
    return [...this.parts.values()];
  }

  /** Failures since the process started, by part. */
  failuresTotal(): Map<string, number> {
    return new Map(this.totals);
  }
}
