// A plain Express app over the floor's reads (floor-reads.ts): one handler per path of the open-loop
// mix, answering JSON, and for a page view the same reads as a plain HTML string. Nothing else.
import { DomainError } from '@academy/domain';
import { notFoundHandler, sendError, toDomainError, type SqlExecutor } from '@academy/platform';
import express from 'express';
import { floorReads, type FloorParams, type FloorRead } from './floor-reads.js';

const page = (answer: unknown): string =>
  `<!doctype html><html><body><script type="application/json">${JSON.stringify(answer).replace(/</g, '\\u003c')}</script></body></html>`;

export const floorApp = (db: SqlExecutor): express.Express => {
  const app = express();
  // As the app's REST side parses queries (platform's rest-app): repeated keys as arrays.
  app.set('query parser', 'extended');
  app.set('etag', false);
  for (const [path, read] of Object.entries(floorReads(db)) as [string, FloorRead][]) {
    const html = !path.startsWith('/rest/');
    app.get(path, async (req, res) => {
      try {
        const answer = await read(req.query as FloorParams);
        if (answer === undefined) throw new DomainError('not-found', 'No such user');
        if (html) res.type('html').send(page(answer));
        else res.json(answer);
      } catch (error) {
        sendError(res, toDomainError(error));
      }
    });
  }
  app.use(notFoundHandler);
  return app;
};
