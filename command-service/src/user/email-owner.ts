import { normalizeEmail, userStreamId } from '@academy/domain';
import { sha256Hex, type EventStore } from '@academy/platform';

export const emailStreamId = (email: string): string => `email-${sha256Hex(normalizeEmail(email))}`;

/** A claim whose user stream is still missing after this long was left by a crash. */
export const ORPHAN_CLAIM_AFTER_MS = 5 * 60_000;

/** How many claims the address's stream holds, whose is the last one, and whether it was left by a crash. */
export const emailClaims = async (
  store: EventStore,
  emailStream: string,
): Promise<{ claims: number; owner: string | undefined; claimedAt: number | undefined }> => {
  const claims = await store.readStream(emailStream);
  const last = claims.at(-1);
  const owner = (last?.data as { userID?: string } | undefined)?.userID;
  return { claims: claims.length, owner, claimedAt: last ? Date.parse(last.recordedAt) : undefined };
};

/** The user who owns this email, from the write side; a claim left by a crash (no user stream) does not count. */
export const userIdByEmail = async (store: EventStore, email: string): Promise<string | undefined> => {
  const { owner } = await emailClaims(store, emailStreamId(email));
  if (owner === undefined) return undefined;
  return (await store.streamVersion(userStreamId(owner))) > 0 ? owner : undefined;
};
