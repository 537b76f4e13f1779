import { describe, it } from '@jest/globals';
import { deciderSpec } from '../testing/decider-spec.js';
import { author, coAuthor, content, march2026, revised, submitted } from '../testing/publication-fixtures.js';
import { type AnswerCoAuthorship } from './commands.js';
import { publicationDecider } from './decider.js';
import { type PublicationEvent } from './events.js';

const given = deciderSpec(publicationDecider);
const third = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const withCoAuthor = {
  authors: [
    { name: 'Ada Lovelace', userID: author },
    { name: 'Totally Different Name', userID: coAuthor },
  ],
};
const invited = (userID = coAuthor, version = 1): PublicationEvent => ({
  type: 'CoAuthorInvited',
  data: { pubNum: 7, userID, version, invitedBy: author },
});
const answer = (type: AnswerCoAuthorship['type'], userID = coAuthor): AnswerCoAuthorship => ({
  type,
  pubNum: 7,
  userID,
  at: march2026 + 3600,
});
const answered = (
  type: 'CoAuthorshipAccepted' | 'CoAuthorshipDeclined' | 'CoAuthorshipWithdrawn',
  userID = coAuthor,
): PublicationEvent => ({ type, data: { pubNum: 7, userID, at: march2026 + 3600 } });
const reviseTo = (authors: typeof withCoAuthor.authors) => ({
  type: 'RevisePublication' as const,
  pubNum: 7,
  revisedBy: author,
  content: content({ authors }),
  pdf: undefined,
  changeNote: 'Version 2',
  publishDate: march2026 + 2 * 86_400,
});

describe('publication decider: co-authors are invited', () => {
  it('when a member submits naming another member, then that member is invited once after version 1', () => {
    const twice = { authors: [...withCoAuthor.authors, { name: 'B again', userID: coAuthor }] };
    given([])
      .when({
        type: 'SubmitPublication',
        pubNum: 7,
        submittedBy: author,
        content: content(twice),
        pdf: null,
        publishDate: march2026,
      })
      .then([submitted(7, twice), invited()]);
  });

  it('when a revision names a new member, then only they are invited; the pending one is not asked again', () => {
    const authors = [...withCoAuthor.authors, { name: 'Third', userID: third }];
    given([submitted(7, withCoAuthor), invited()])
      .when(reviseTo(authors))
      .then([revised(2, { authors }), invited(third, 2)]);
  });

  it('when a revision keeps an accepted co-author, then they stay accepted and nobody is invited', () => {
    given([submitted(7, withCoAuthor), invited(), answered('CoAuthorshipAccepted')])
      .when(
        reviseTo([
          { name: 'Ada Lovelace', userID: author },
          { name: 'B, renamed', userID: coAuthor },
        ]),
      )
      .then([
        revised(2, {
          authors: [
            { name: 'Ada Lovelace', userID: author },
            { name: 'B, renamed', userID: coAuthor },
          ],
        }),
      ]);
  });

  it('when a revision still names a member who declined, then they are not invited again', () => {
    given([submitted(7, withCoAuthor), invited(), answered('CoAuthorshipDeclined')])
      .when(
        reviseTo([
          { name: 'Ada Lovelace', userID: author },
          { name: 'Renamed', userID: coAuthor },
        ]),
      )
      .then([
        revised(2, {
          authors: [
            { name: 'Ada Lovelace', userID: author },
            { name: 'Renamed', userID: coAuthor },
          ],
        }),
      ]);
  });
});

describe('publication decider: co-authors answer', () => {
  it('when the invited member accepts, then their acceptance is recorded', () => {
    given([submitted(7, withCoAuthor), invited()])
      .when(answer('AcceptCoAuthorship'))
      .then([answered('CoAuthorshipAccepted')]);
  });

  it('when the invited member declines, then their refusal is recorded', () => {
    given([submitted(7, withCoAuthor), invited()])
      .when(answer('DeclineCoAuthorship'))
      .then([answered('CoAuthorshipDeclined')]);
  });

  it('when an accepted co-author withdraws, then the withdrawal is recorded', () => {
    given([submitted(7, withCoAuthor), invited(), answered('CoAuthorshipAccepted')])
      .when(answer('WithdrawCoAuthorship'))
      .then([answered('CoAuthorshipWithdrawn')]);
  });

  it('when a member who was not invited accepts, declines or withdraws, then it is forbidden', () => {
    for (const type of ['AcceptCoAuthorship', 'DeclineCoAuthorship', 'WithdrawCoAuthorship'] as const) {
      given([submitted(7, withCoAuthor), invited()])
        .when(answer(type, third))
        .thenThrows('forbidden');
      given([submitted(7, withCoAuthor), invited()])
        .when(answer(type, author))
        .thenThrows('forbidden');
    }
  });

  it('when the invitation was already answered, then accepting or declining again is a conflict', () => {
    given([submitted(7, withCoAuthor), invited(), answered('CoAuthorshipDeclined')])
      .when(answer('AcceptCoAuthorship'))
      .thenThrows('invalid-transition');
    given([submitted(7, withCoAuthor), invited(), answered('CoAuthorshipAccepted')])
      .when(answer('DeclineCoAuthorship'))
      .thenThrows('invalid-transition');
    given([
      submitted(7, withCoAuthor),
      invited(),
      answered('CoAuthorshipAccepted'),
      answered('CoAuthorshipWithdrawn'),
    ])
      .when(answer('AcceptCoAuthorship'))
      .thenThrows('invalid-transition');
  });

  it('when a pending invitee withdraws, then it is a conflict (they decline instead)', () => {
    given([submitted(7, withCoAuthor), invited()])
      .when(answer('WithdrawCoAuthorship'))
      .thenThrows('invalid-transition');
  });

  it('when the publication does not exist, then answering is not found', () => {
    given([]).when(answer('AcceptCoAuthorship')).thenThrows('not-found');
  });
});
