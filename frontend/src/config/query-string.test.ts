import { describe, expect, it } from '@jest/globals';
import { serializeQuery, withQuery } from './query-string';

describe('query serialisation', () => {
  it('when values are lists or objects, then lists repeat the key and objects travel as JSON', () => {
    expect(
      serializeQuery({
        availability: ['mentor', 'talks'],
        location: [{ city: 'Oslo', state: '', country: 'NO' }],
        page: 2,
      }),
    ).toBe(
      '?availability=mentor&availability=talks&location=%7B%22city%22%3A%22Oslo%22%2C%22state%22%3A%22%22%2C%22country%22%3A%22NO%22%7D&page=2',
    );
  });

  it('when nothing is left, then the query is empty', () => {
    expect(serializeQuery({ a: undefined, b: null })).toBe('');
    expect(withQuery('/x', {})).toBe('/x');
  });

  it('when the path has a query already, then the new parameters are appended', () => {
    expect(withQuery('/x?a=1', { b: 2 })).toBe('/x?a=1&b=2');
  });
});
