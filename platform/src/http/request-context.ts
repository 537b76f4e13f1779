import { randomUUID } from 'node:crypto';
import type express from 'express';

/** Who is asking, as decided by the session layer (null for a visitor). */
export interface RequestContext {
  actor: string | null;
  correlationId: string;
}

const key = Symbol('academy.context');

export const contextOf = (req: express.Request): RequestContext => {
  const holder = req as express.Request & { [key]?: RequestContext };
  holder[key] ??= {
    actor: null,
    correlationId: (() => {
      const header = req.get('x-correlation-id');
      return header && /^[\w-]{1,100}$/.test(header) ? header : randomUUID();
    })(),
  };
  return holder[key];
};

export const setActor = (req: express.Request, actor: string | null): void => {
  contextOf(req).actor = actor;
};
