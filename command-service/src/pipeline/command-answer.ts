import type express from 'express';
import { type StreamWrite } from './handle-command.js';
import { settleIdempotentAnswer } from './idempotency.js';

export interface CommandAnswer {
  /** 200 unless given. */
  status?: number;
  body: unknown;
  /**
   * What the command wrote (handleCommand's and handleCommands' `written`; the last write when it
   * made several): the answer carries it in `X-Stream` and `X-Stream-Version`.
   */
  written?: StreamWrite;
}

/**
 * Every command's answer goes out here: read-your-writes through Kafka, the stream and version it
 * wrote in the headers `X-Stream` and `X-Stream-Version` beside the `position` of its body (a
 * query may send them back as `X-Min-Stream` and `X-Min-Version` with `X-Min-Position`: an exact
 * test of the writer's own stream when partitions progress independently); then, with an
 * Idempotency-Key, the answer kept for the key's repeats (idempotency.ts) before it is sent. A
 * repeat is answered with the kept status and body only.
 */
export const answerCommand = async (
  req: express.Request,
  res: express.Response,
  { status = 200, body, written }: CommandAnswer,
): Promise<void> => {
  if (written) res.set('X-Stream', written.streamId).set('X-Stream-Version', String(written.version));
  await settleIdempotentAnswer(req, { status, body });
  res.status(status).json(body);
};
