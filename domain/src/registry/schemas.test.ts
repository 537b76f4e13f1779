import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors/errors.js';
import { parseWith } from '../validation/validation.js';
import { registrySearchSchema, searchTerms } from './schemas.js';

describe('registry search parameters', () => {
  it('when nothing is given, then it is page 1 of 20, everyone', () => {
    expect(parseWith(registrySearchSchema, {})).toEqual({ query: '', page: 1, limit: 20 });
  });

  it('when page and limit are whole numbers in bounds, then they are numbers', () => {
    expect(parseWith(registrySearchSchema, { query: 'ada', page: '3', limit: '100' })).toEqual({
      query: 'ada',
      page: 3,
      limit: 100,
    });
  });

  it.each([
    [{ page: '0' }, 'page', 'page must be between 1 and 1000000'],
    [{ page: '2.5' }, 'page', 'page must be a whole number'],
    [{ limit: '101' }, 'limit', 'limit must be between 1 and 100'],
    [{ limit: '-3' }, 'limit', 'limit must be a whole number'],
    [{ query: 'x'.repeat(201) }, 'query', 'query is at most 200 characters'],
  ])('when %j, then it is refused naming %s', (input, path, message) => {
    let error: unknown;
    try {
      parseWith(registrySearchSchema, input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).fields).toEqual([{ path, message }]);
  });
});

describe('search terms', () => {
  it('when the query has spaces and capitals, then the terms are its lowercased words', () => {
    expect(searchTerms('  Ada   LOVELACE\t')).toEqual(['ada', 'lovelace']);
  });

  it('when the query is blank, then there are no terms (everyone is listed)', () => {
    expect(searchTerms('   ')).toEqual([]);
  });

  it('when the query has more than eight words, then only the first eight count', () => {
    expect(searchTerms('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});
