import { emailClaimDecider, userStreamId } from '@academy/domain';
import { foldStream, type EventStore } from '@academy/platform';
import { emailStreamId } from './email-stream.js';

/** The user who owns this email, from the write side; a claim left by a crash (no user stream) does not count. */
export const userIdByEmail = async (store: EventStore, email: string): Promise<string | undefined> => {
  const { owner } = (await foldStream(store, emailStreamId(email), emailClaimDecider)).state;
  if (owner === null) return undefined;
  return (await store.streamVersion(userStreamId(owner))) > 0 ? owner : undefined;
};
