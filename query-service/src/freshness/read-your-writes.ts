import { DomainError } from '@academy/domain';
import { waitForKafkaProjections, waitForProjections } from '@academy/platform';
import type express from 'express';
import { type QueryDeps } from '../deps.js';

const streamOf = (req: express.Request): { streamId: string; version: number } | undefined => {
  const streamId = req.get('x-min-stream');
  const version = req.get('x-min-version');
  if (!streamId || !version || !/^\d{1,9}$/.test(version.trim())) return undefined;
  return { streamId, version: Number(version.trim()) };
};

/**
 * Read-your-writes: with `X-Min-Position: P` the query waits (up to 2 s) until the projections
 * it reads have passed P; the answer says `X-Stale: true` if they had not. When the projections
 * consume from Kafka (partitions progress independently), "passed P" is: on every partition, the
 * offset the projection stored is at least the one that covers P (kafka-freshness.ts); with
 * `X-Min-Stream` and `X-Min-Version` (a command's answer carries both) also: the projection
 * applied that version of that stream.
 */
export const readYourWrites =
  (deps: QueryDeps, projections: readonly string[]): express.RequestHandler =>
  (req, res, next) => {
    const header = req.get('x-min-position');
    if (header === undefined || header === '') {
      res.set('X-Stale', 'false');
      return next();
    }
    if (!/^\d{1,15}$/.test(header.trim())) {
      return next(
        new DomainError('validation-failed', 'X-Min-Position must be a whole number', [
          { path: 'X-Min-Position', message: 'Must be a whole number' },
        ]),
      );
    }
    void (async () => {
      const target = await deps.store.checkpointAt(Number(header.trim()));
      const timeoutMs = deps.freshnessTimeoutMs ?? 2000;
      const passed = deps.projectionsFromKafka
        ? await waitForKafkaProjections(
            deps.db,
            projections,
            { checkpoint: target, ...streamOf(req) },
            timeoutMs,
            deps.projectionsAdvanced,
          )
        : await waitForProjections(deps.db, projections, target, timeoutMs, deps.projectionsAdvanced);
      res.set('X-Stale', passed ? 'false' : 'true');
    })().then(() => next(), next);
  };
