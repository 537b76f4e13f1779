import type express from 'express';

/** What a command wrote: the stream, the version it is at now, and the position of its last event. */
export interface StreamWrite {
  streamId: string;
  version: number;
  position: number;
}

/**
 * Read-your-writes through Kafka: the answer of a command carries, beside the `position` of its
 * body, the stream and version it wrote (the last write when a use case writes several streams)
 * in the headers `X-Stream` and `X-Stream-Version`. A query may send them back as `X-Min-Stream`
 * and `X-Min-Version` with `X-Min-Position`: an exact test of the writer's own stream when
 * partitions progress independently. Headers, so no route and no answer body changes. (An
 * answer replayed for a repeated Idempotency-Key carries the body only.)
 */
export const answerCarriesWrite = (res: express.Response): ((write: StreamWrite) => void) => {
  let last: StreamWrite | undefined;
  const send = res.json.bind(res);
  res.json = (body: unknown) => {
    if (last && !res.headersSent) {
      res.set('X-Stream', last.streamId);
      res.set('X-Stream-Version', String(last.version));
    }
    return send(body);
  };
  return (write) => {
    last = write;
  };
};
