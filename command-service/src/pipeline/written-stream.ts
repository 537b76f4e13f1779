import type express from 'express';

/** What a command wrote: the stream, the version it is at now, and the position of its last event. */
export interface StreamWrite {
  streamId: string;
  version: number;
  position: number;
}

/**
 * Read-your-writes through Kafka: the answer of a command carries, beside its `position`, the
 * `stream` and `version` it wrote (the last write when a use case writes several streams). A
 * query may send them back as `X-Min-Stream` and `X-Min-Version` with `X-Min-Position`: an exact
 * test of the writer's own stream when partitions progress independently. Added to any JSON
 * object answer that has a `position` and no `stream` or `version` of its own, so no route
 * changes; the idempotency layer keeps the answer with them.
 */
export const answerCarriesWrite = (res: express.Response): ((write: StreamWrite) => void) => {
  let last: StreamWrite | undefined;
  const send = res.json.bind(res);
  res.json = (body: unknown) => send(last ? withWrite(body, last) : body);
  return (write) => {
    last = write;
  };
};

export const withWrite = (body: unknown, write: StreamWrite): unknown => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  if (!('position' in body) || 'stream' in body || 'version' in body) return body;
  return { ...body, stream: write.streamId, version: write.version };
};
