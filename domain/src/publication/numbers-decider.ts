import { type Decider } from '../event-sourcing/decider.js';
import { type PublicationNumbersCommand } from './commands.js';
import { type PublicationNumbersEvent } from './events.js';

/** The last number handed out. */
export interface PublicationNumbersState {
  lastPubNum: number;
}

const initialState = (): PublicationNumbersState => ({ lastPubNum: 0 });

/**
 * `publication-numbers`: the next number is the last plus one. Appended with the version read,
 * two racing submissions cannot take the same number (the loser reads again and takes the next),
 * so numbers are unique and gap-free. A retried submission derives the same event id from its
 * idempotency key, and the store answers the first append: it keeps its number.
 */
const decide = (
  command: PublicationNumbersCommand,
  state: PublicationNumbersState,
): PublicationNumbersEvent[] => {
  switch (command.type) {
    case 'ReservePublicationNumber':
      return [
        {
          type: 'PublicationNumberReserved',
          data: { pubNum: state.lastPubNum + 1, submissionId: command.submissionId, by: command.by },
        },
      ];
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown command ${String(unknown)}`);
    }
  }
};

const evolve = (state: PublicationNumbersState, event: PublicationNumbersEvent): PublicationNumbersState => {
  switch (event.type) {
    case 'PublicationNumberReserved':
      return { lastPubNum: Math.max(state.lastPubNum, event.data.pubNum) };
    default: {
      const _unknown: never = event.type;
      return state;
    }
  }
};

export const publicationNumbersDecider: Decider<
  PublicationNumbersCommand,
  PublicationNumbersEvent,
  PublicationNumbersState
> = { decide, evolve, initialState };

/**
 * Each event of the stream reserves the next number, so the stream's version is the last
 * number: a use case may start from `streamVersion` instead of reading every reservation.
 */
export const publicationNumbersStateAt = (streamVersion: number): PublicationNumbersState => ({
  lastPubNum: streamVersion,
});
