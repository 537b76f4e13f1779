import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors/errors.js';
import { deciderSpec } from '../testing/decider-spec.js';
import {
  author,
  coAuthor,
  content,
  march2026,
  removed,
  restored,
  revised,
  submitted,
} from '../testing/publication-fixtures.js';
import { type RevisePublication } from './commands.js';
import { decidePublication, publicationDecider } from './decider.js';
import { foldPublication } from './state.js';

const given = deciderSpec(publicationDecider);
const pdf = { key: 'a'.repeat(64), size: 1234, sha256: 'a'.repeat(64) };

const revise = (overrides: Partial<RevisePublication> = {}): RevisePublication => ({
  type: 'RevisePublication',
  pubNum: 7,
  revisedBy: author,
  content: content({ title: 'On the Shape of Smaller Things' }),
  pdf: undefined,
  changeNote: 'Version 2',
  publishDate: march2026 + 2 * 86_400,
  ...overrides,
});

describe('publication decider: submit', () => {
  it('when a member submits with themselves first, then version 1 is recorded with the authors in personal', () => {
    given([])
      .when({
        type: 'SubmitPublication',
        pubNum: 7,
        submittedBy: author,
        content: content(),
        pdf: null,
        publishDate: march2026,
      })
      .then([submitted(7)]);
  });

  it('when the first author is someone else, then it is refused naming authors.0.userID', () => {
    const command = {
      type: 'SubmitPublication' as const,
      pubNum: 7,
      submittedBy: author,
      content: content({ authors: [{ name: 'Charles Babbage', userID: coAuthor }] }),
      pdf: null,
      publishDate: march2026,
    };
    given([]).when(command).thenThrows('validation-failed');
    expect(() => decidePublication(command, publicationDecider.initialState())).toThrow(
      expect.objectContaining({ fields: [expect.objectContaining({ path: 'authors.0.userID' })] }),
    );
  });

  it('when the number already holds a publication, then it is refused as a conflict', () => {
    given([submitted(7)])
      .when({
        type: 'SubmitPublication',
        pubNum: 7,
        submittedBy: author,
        content: content(),
        pdf: null,
        publishDate: march2026,
      })
      .thenThrows('concurrency-conflict');
  });
});

describe('publication decider: revise', () => {
  it('when the submitter revises version 1, then version 2 is recorded with its change note and date', () => {
    given([submitted(7)])
      .when(revise({ content: content({ title: 'T2' }), publishDate: march2026 + 2 * 86_400 }))
      .then([revised(2, { title: 'T2' })]);
  });

  it('when the submitter revises version 2, then version 3 follows', () => {
    given([submitted(7), revised(2, { title: 'T2' })])
      .when(
        revise({
          content: content({ title: 'T3' }),
          changeNote: 'Version 3',
          publishDate: march2026 + 3 * 86_400,
        }),
      )
      .then([revised(3, { title: 'T3' })]);
  });

  it('when someone else revises, then it is refused with forbidden', () => {
    given([submitted(7)])
      .when(revise({ revisedBy: coAuthor }))
      .thenThrows('forbidden');
  });

  it('when the publication does not exist, then it is not found', () => {
    given([]).when(revise()).thenThrows('not-found');
  });

  it('when the publication is removed, then revising is refused with the removal note and date', () => {
    given([submitted(7), removed('Plagiarism found')])
      .when(revise())
      .thenThrows('removal-note');
    const state = foldPublication([submitted(7), removed('Plagiarism found')]);
    let refusal: unknown;
    try {
      decidePublication(revise(), state);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    // Its status (409) and wire body are the platform's: platform/src/http/error-status.test.ts.
    const { code, message, data } = refusal as DomainError;
    expect({ code, message, data }).toEqual({
      code: 'removal-note',
      message: 'Plagiarism found',
      data: { removalNote: 'Plagiarism found', removalDate: march2026 + 30 * 86_400 },
    });
  });

  it('when someone else revises a removed publication, then forbidden comes first', () => {
    given([submitted(7), removed()])
      .when(revise({ revisedBy: coAuthor }))
      .thenThrows('forbidden');
  });

  it('when a removed publication was restored, then its submitter revises it again', () => {
    given([submitted(7), removed(), restored()])
      .when(revise({ content: content({ title: 'T2' }) }))
      .then([revised(2, { title: 'T2' })]);
  });

  it('when the revision drops the submitter from the first place, then it is refused', () => {
    given([submitted(7)])
      .when(
        revise({
          content: content({ authors: [{ name: 'Charles Babbage' }, { name: 'Ada', userID: author }] }),
        }),
      )
      .thenThrows('validation-failed');
  });

  it('when the revision changes nothing, then it is refused', () => {
    given([submitted(7)])
      .when(revise({ content: content() }))
      .thenThrows('validation-failed');
  });

  it('when a revision brings no PDF, then the previous PDF is kept; null drops it; a new one replaces it', () => {
    const withPdf = submitted(7);
    if (withPdf.type !== 'PublicationSubmitted') throw new Error('fixture');
    const state = foldPublication([{ ...withPdf, data: { ...withPdf.data, pdf } }]);
    const pdfOf = (command: RevisePublication) => {
      const [event] = decidePublication(command, state);
      return event?.type === 'PublicationRevised' ? event.data.pdf : 'none';
    };
    const other = { ...pdf, key: 'b'.repeat(64), sha256: 'b'.repeat(64) };
    expect(pdfOf(revise({ pdf: undefined }))).toEqual(pdf);
    expect(pdfOf(revise({ pdf: null }))).toBeNull();
    expect(pdfOf(revise({ pdf: other }))).toEqual(other);
    // Only the PDF changes: still a revision.
    expect(pdfOf(revise({ content: content(), pdf: other }))).toEqual(other);
  });
});
