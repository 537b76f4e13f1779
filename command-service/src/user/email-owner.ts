import { normalizeEmail, userStreamId } from '@academy/domain';
import { sha256Hex, type EventStore } from '@academy/platform';

export const emailStreamId = (email: string): string => `email-${sha256Hex(normalizeEmail(email))}`;

/** How many claims the address's stream holds and whose is the last one. */
export const emailClaims = async (
  store: EventStore,
  emailStream: string,
): Promise<{ claims: number; owner: string | undefined }> => {
  const claims = await store.readStream(emailStream);
  const owner = (claims.at(-1)?.data as { userID?: string } | undefined)?.userID;
  return { claims: claims.length, owner };
};

/** The user who owns this email, from the write side; a claim left by a crash (no user stream) does not count. */
export const userIdByEmail = async (store: EventStore, email: string): Promise<string | undefined> => {
  const { owner } = await emailClaims(store, emailStreamId(email));
  if (owner === undefined) return undefined;
  return (await store.streamVersion(userStreamId(owner))) > 0 ? owner : undefined;
};
