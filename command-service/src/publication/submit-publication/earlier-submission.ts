import { PUBLICATION_NUMBERS_STREAM, publicationStreamId, type NumberedSubmission } from '@academy/domain';
import { type EventStore } from '@academy/platform';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { earlierWrite } from '../../pipeline/earlier-write.js';

export interface Recorded {
  pubNum: number;
  position: number;
}

/**
 * The submission this command's first attempt recorded, when it did (a takeover after its process
 * died, or a retry whose key was released after the write): its reservation on the numbers stream
 * names the number, and the publication's version 1 is there with it. Only a reservation written
 * before the two went in one append may stand alone: its publication is recorded now, under it.
 */
export const earlierSubmission = async (
  store: EventStore,
  meta: CommandMeta,
  numbered: (pubNum: number) => NumberedSubmission,
): Promise<Recorded | undefined> => {
  const reservation = await earlierWrite(store, PUBLICATION_NUMBERS_STREAM, meta);
  const pubNum = (reservation?.events[0]?.data as { pubNum?: unknown } | undefined)?.pubNum;
  if (typeof pubNum !== 'number') return undefined;
  const streamId = publicationStreamId(pubNum);
  const version1 = await earlierWrite(store, streamId, meta);
  if (version1) return { pubNum, position: version1.position };
  const { position } = await store.append(streamId, meta.toAppend(streamId, numbered(pubNum).submitted), {
    expectedVersion: 'no-stream',
  });
  return { pubNum, position };
};
