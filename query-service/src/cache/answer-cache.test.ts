import { describe, expect, it } from '@jest/globals';
import { AnswerCache, type CachedAnswer } from './answer-cache.js';

const answer = (positions: string, body = 'x'): CachedAnswer => ({
  positions,
  etag: `W/"${positions}"`,
  contentType: 'application/json',
  body: Buffer.from(body),
});

describe('AnswerCache', () => {
  it('when an answer was read at the current positions, then it is served', () => {
    const cache = new AnswerCache();
    cache.set('visitor /a', answer('p@1'));
    expect(cache.get('visitor /a', 'p@1')?.body.toString()).toBe('x');
  });

  it('when the read model moved since, then the answer is not served and is dropped', () => {
    const cache = new AnswerCache();
    cache.set('visitor /a', answer('p@1'));
    expect(cache.get('visitor /a', 'p@2')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('when more answers than the bound are kept, then the least recently used goes first', () => {
    const cache = new AnswerCache({ maxEntries: 2 });
    cache.set('a', answer('1'));
    cache.set('b', answer('1'));
    cache.get('a', '1'); // a is now the most recent
    cache.set('c', answer('1'));
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBeDefined();
    expect(cache.get('c', '1')).toBeDefined();
  });

  it('when the bodies pass the byte bound, then the oldest go until they fit', () => {
    const cache = new AnswerCache({ maxBytes: 800 });
    for (const key of ['a', 'b', 'c']) cache.set(key, answer('1', 'y'.repeat(100)));
    for (const key of ['d', 'e', 'f', 'g', 'h', 'i']) cache.set(key, answer('1', 'y'.repeat(100)));
    expect(cache.size).toBe(8);
    expect(cache.get('a', '1')).toBeUndefined();
    expect(cache.get('i', '1')).toBeDefined();
  });

  it('when one body is larger than an eighth of the bound, then it is not kept', () => {
    const cache = new AnswerCache({ maxBytes: 800 });
    cache.set('big', answer('1', 'z'.repeat(101)));
    expect(cache.get('big', '1')).toBeUndefined();
  });
});
