import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors/errors.js';
import { parseWith } from '../validation/validation.js';
import { content } from '../testing/publication-fixtures.js';
import { citationQuerySchema, publicationsQuerySchema, versionDiffQuerySchema } from './query-schemas.js';
import { publicationRemovalSchema, revisePublicationSchema, submitPublicationSchema } from './schemas.js';

const pathsOf = (schema: Parameters<typeof parseWith>[0], input: unknown): string[] => {
  try {
    parseWith(schema, input);
    return [];
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return (error.fields ?? []).map((f) => f.path);
  }
};

describe('submit request schema', () => {
  it('when the licence and keywords are left out, then CC-BY-4.0 and no keywords are taken', () => {
    const { licence: _l, keywords: _k, ...rest } = content();
    expect(submitPublicationSchema.parse(rest)).toMatchObject({ licence: 'CC-BY-4.0', keywords: [] });
  });

  it('when keywords repeat in other cases and spacing, then they are lowercased, trimmed and counted once', () => {
    const parsed = submitPublicationSchema.parse(content({ keywords: [' Algebra', 'algebra ', 'TOPOLOGY'] }));
    expect(parsed.keywords).toEqual(['algebra', 'topology']);
  });

  it('when every limit is exceeded by one, then each field is named', () => {
    const over = {
      ...content(),
      title: 't'.repeat(301),
      abstract: 'a'.repeat(3_001),
      body: 'b'.repeat(200_001),
      keywords: Array.from({ length: 11 }, (_, i) => `k${i}`),
      licence: 'MIT',
    };
    expect(pathsOf(submitPublicationSchema, over).sort()).toEqual([
      'abstract',
      'body',
      'keywords',
      'licence',
      'title',
    ]);
  });

  it('when the limits are met exactly, then it is accepted', () => {
    const exact = {
      ...content(),
      title: 't'.repeat(300),
      abstract: 'a'.repeat(3_000),
      body: 'b'.repeat(200_000),
      keywords: Array.from({ length: 10 }, (_, i) => `k${i}`),
    };
    expect(pathsOf(submitPublicationSchema, exact)).toEqual([]);
  });

  it('when fields are blank, missing or unknown, then each is named', () => {
    expect(
      pathsOf(submitPublicationSchema, { ...content(), title: '  ', body: '\n\n', authors: [] }).sort(),
    ).toEqual(['authors', 'body', 'title']);
    expect(pathsOf(submitPublicationSchema, { ...content(), pdf: 'x', changeNote: 'n' })).toEqual([
      'pdf,changeNote',
    ]);
    expect(pathsOf(submitPublicationSchema, {})).toEqual(
      expect.arrayContaining(['title', 'abstract', 'authors', 'body']),
    );
  });

  it('when an author has no name, a bad user id, or a member is listed twice, then the author is named', () => {
    const member = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    const authors = [
      { name: '', userID: member },
      { name: 'B', userID: 'nope' },
      { name: 'C', userID: member },
      { name: 'D', x: 1 },
    ];
    expect(pathsOf(submitPublicationSchema, { ...content(), authors }).sort()).toEqual([
      'authors.0.name',
      'authors.1.userID',
      'authors.2.userID',
      'x',
    ]);
  });
});

describe('revise and removal request schemas', () => {
  it('when a revision has no change note, or one over 1,000 characters, then changeNote is named', () => {
    expect(pathsOf(revisePublicationSchema, content())).toEqual(['changeNote']);
    expect(pathsOf(revisePublicationSchema, { ...content(), changeNote: 'n'.repeat(1_001) })).toEqual([
      'changeNote',
    ]);
    expect(pathsOf(revisePublicationSchema, { ...content(), changeNote: 'Fixed a typo', extra: 1 })).toEqual([
      'extra',
    ]);
    expect(
      pathsOf(revisePublicationSchema, { ...content(), changeNote: 'n'.repeat(1_000), removePdf: true }),
    ).toEqual([]);
  });

  it('when a removal note is empty, over 2,000 characters or comes with other fields, then it is refused', () => {
    expect(pathsOf(publicationRemovalSchema, { note: ' ' })).toEqual(['note']);
    expect(pathsOf(publicationRemovalSchema, { note: 'n'.repeat(2_001) })).toEqual(['note']);
    expect(pathsOf(publicationRemovalSchema, { note: 'ok', by: 'me' })).toEqual(['by']);
    expect(publicationRemovalSchema.parse({ note: ' n'.repeat(1_000) }).note).toHaveLength(1_999);
  });
});

describe('query schemas', () => {
  it('when pubNum and version are whole numbers from 1, then they are numbers; otherwise named', () => {
    expect(publicationsQuerySchema.parse({ pubNum: '12', version: '3' })).toEqual({ pubNum: 12, version: 3 });
    expect(pathsOf(publicationsQuerySchema, { pubNum: '0' })).toEqual(['pubNum']);
    expect(pathsOf(publicationsQuerySchema, { pubNum: '1', version: '1.5' })).toEqual(['version']);
    expect(pathsOf(publicationsQuerySchema, {})).toEqual(['pubNum']);
  });

  it('when a citation format or diff range is wrong, then the parameter is named', () => {
    expect(pathsOf(citationQuerySchema, { format: 'endnote' })).toEqual(['format']);
    expect(versionDiffQuerySchema.parse({ from: '1', to: '2' })).toEqual({ from: 1, to: 2 });
    expect(pathsOf(versionDiffQuerySchema, { from: '2', to: '2' })).toEqual(['to']);
  });
});
