import { DomainError } from '@academy/domain';
import { waitForProjections } from '@academy/platform';
import type express from 'express';
import { type QueryDeps } from '../deps.js';

/**
 * Read-your-writes: with `X-Min-Position: P` the query waits (up to 2 s) until the projections
 * it reads have passed P; the answer says `X-Stale: true` if they had not.
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
      const passed = await waitForProjections(
        deps.db,
        projections,
        target,
        deps.freshnessTimeoutMs ?? 2000,
        deps.projectionsAdvanced,
      );
      res.set('X-Stale', passed ? 'false' : 'true');
    })().then(() => next(), next);
  };
