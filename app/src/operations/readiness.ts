import type express from 'express';
import { type AcademyCore } from '../academy.js';
import { readProjectionLag } from './projection-lag.js';

const withinMs = <T>(ms: number, work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

/**
 * `GET /readyz`: 200 when the server has started and rendered its most visited pages once
 * (`warming` until then), the database answers, the Kafka clients this process runs (relay,
 * consumer groups) reach the broker and no projection is more than READY_MAX_LAG_EVENTS behind the
 * store; otherwise 503 with what is wrong. (`/healthz` stays liveness.)
 */
export const readiness =
  (core: AcademyCore, ready: () => boolean, warmed: () => boolean = () => true): express.RequestHandler =>
  async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!ready()) {
      res.status(503).json({ status: 'starting' });
      return;
    }
    if (!warmed()) {
      res.status(503).json({ status: 'warming' });
      return;
    }
    try {
      await withinMs(2000, core.db.query('select 1'));
    } catch {
      core.logger.warn('readiness: the database does not answer');
      res.status(503).json({ status: 'database-unreachable' });
      return;
    }
    const unreachable = core.delivery.read().filter((p) => !p.connected);
    if (unreachable.length > 0) {
      res.status(503).json({
        status: 'kafka-unreachable',
        parts: unreachable.map(({ name, failures, lastError }) => ({
          part: name,
          failures,
          error: lastError,
        })),
      });
      return;
    }
    const lags = await withinMs(2000, readProjectionLag(core)).catch(() => null);
    if (!lags) {
      res.status(503).json({ status: 'event-store-unreachable' });
      return;
    }
    const behind = lags.filter((l) => l.events > core.config.READY_MAX_LAG_EVENTS);
    if (behind.length > 0) {
      res.status(503).json({
        status: 'projections-lagging',
        projections: behind.map(({ projection, events }) => ({ projection, events })),
      });
      return;
    }
    res.json({ status: 'ready' });
  };
