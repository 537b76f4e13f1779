import { userStreamId, type RecordedEvent } from '@academy/domain';
import { type EventStore, type WriteSideAccess } from '@academy/platform';

export interface Recipient {
  userID: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The member's stream as recorded (opened), for what a mail says about their membership. */
  events: readonly RecordedEvent[];
}

/** The member a mail goes to, as they are now; undefined when there is none (never registered, or erased). */
export const recipientOf = async (
  deps: { store: EventStore; access: WriteSideAccess },
  userID: string,
): Promise<Recipient | undefined> => {
  const { state } = await deps.access.user(userID);
  if (state.status === 'none' || !state.email) return undefined;
  const events = await deps.store.readStream(userStreamId(userID));
  return { userID, email: state.email, firstName: state.firstName, lastName: state.lastName, events };
};
