import { type Decider } from '../event-sourcing/decider.js';
import { DomainError } from '../errors/errors.js';
import { type EmailClaimCommand } from './commands.js';
import { type EmailClaimRecord } from './events.js';

/** A claim whose user stream is still missing after this long was left by a crash. */
export const ORPHAN_CLAIM_AFTER_MS = 5 * 60_000;

export interface EmailClaimState {
  /** The user of the last claim; null when the address was never claimed. */
  owner: string | null;
  /** When that claim was made; null when not known (then it counts as recent). */
  claimedAt: string | null;
}

export const initialEmailClaimState = (): EmailClaimState => ({ owner: null, claimedAt: null });

/**
 * Whether the address is claimed by another user long enough ago that the claim may have been
 * left by a crash between a sign-up's two appends: only then does the owner's stream matter.
 */
export const mayBeOrphaned = (state: EmailClaimState, userID: string, now: Date): boolean =>
  state.owner !== null &&
  state.owner !== userID &&
  state.claimedAt !== null &&
  now.getTime() - Date.parse(state.claimedAt) >= ORPHAN_CLAIM_AFTER_MS;

const taken = () => new DomainError('email-taken', 'An account with this email already exists');

/**
 * The address belongs to another user when their account exists or their claim is recent (a
 * racing sign-up between its two appends). A claim by the same user is a retry: nothing to add.
 */
const decideEmailClaim = (command: EmailClaimCommand, state: EmailClaimState): EmailClaimRecord[] => {
  switch (command.type) {
    case 'ClaimEmail': {
      if (state.owner === command.userID) return [];
      if (state.owner !== null) {
        const orphan = mayBeOrphaned(state, command.userID, command.now) && command.ownerRegistered === false;
        if (!orphan) throw taken();
      }
      return [{ type: 'EmailClaimed', data: { userID: command.userID } }];
    }
    case 'ReleaseEmail':
      if (state.owner !== command.userID) return [];
      return [{ type: 'EmailReleased', data: { userID: command.userID } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${String((unknown as { type: unknown }).type)}`);
    }
  }
};

const evolveEmailClaim = (state: EmailClaimState, event: EmailClaimRecord): EmailClaimState => {
  switch (event.type) {
    case 'EmailClaimed':
      return { owner: event.data.userID, claimedAt: event.metadata?.timestamp ?? null };
    case 'EmailReleased':
      return state.owner === event.data.userID ? initialEmailClaimState() : state;
    default:
      // A type this code does not know (recorded by a newer version) leaves the state as it is.
      return state;
  }
};

/** An `email-{sha256}` stream decides who owns an address; it is appended with an expected version. */
export const emailClaimDecider: Decider<EmailClaimCommand, EmailClaimRecord, EmailClaimState> = {
  decide: decideEmailClaim,
  evolve: evolveEmailClaim,
  initialState: initialEmailClaimState,
};
