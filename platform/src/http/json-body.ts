import express from 'express';

export const BODY_LIMIT = '100kb';

/** JSON bodies up to 100 KB; the raw bytes are kept for idempotency hashing. */
export const jsonBody = (): express.RequestHandler =>
  express.json({
    limit: BODY_LIMIT,
    strict: false,
    type: () => true,
    verify: (req, _res, buf) => {
      (req as express.Request & { rawBody?: Buffer }).rawBody = buf;
    },
  });

export const rawBodyOf = (req: express.Request): Buffer | undefined => (req as express.Request & { rawBody?: Buffer }).rawBody;
