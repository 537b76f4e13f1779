import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '../testing/decider-spec.js';
import { type PublicationNumbersEvent } from './events.js';
import { publicationNumbersDecider, publicationNumbersStateAt } from './numbers-decider.js';

const given = deciderSpec(publicationNumbersDecider);
const member = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const reserved = (pubNum: number, submissionId = `s${pubNum}`): PublicationNumbersEvent => ({
  type: 'PublicationNumberReserved',
  data: { pubNum, submissionId, by: member },
});

describe('publication-numbers decider', () => {
  it('when no number was handed out, then the first submission gets 1', () => {
    given([])
      .when({ type: 'ReservePublicationNumber', submissionId: 's1', by: member })
      .then([reserved(1)]);
  });

  it('when 1 and 2 were handed out, then the next submission gets 3', () => {
    given([reserved(1), reserved(2)])
      .when({ type: 'ReservePublicationNumber', submissionId: 's3', by: member })
      .then([reserved(3)]);
  });

  it('when the stream is at version n, then the state built from the version gives the same next number as the fold', () => {
    const events = [reserved(1), reserved(2), reserved(3)];
    const folded = events.reduce(publicationNumbersDecider.evolve, publicationNumbersDecider.initialState());
    expect(publicationNumbersStateAt(events.length)).toEqual(folded);
    const command = { type: 'ReservePublicationNumber' as const, submissionId: 's4', by: member };
    expect(publicationNumbersDecider.decide(command, publicationNumbersStateAt(3))).toEqual([reserved(4)]);
  });
});
