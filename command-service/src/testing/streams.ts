import { type NewEvent } from '@academy/domain';

/** Events on streams, by stream id, in the order they are appended. */
export type Streams = Record<string, readonly NewEvent[]>;
