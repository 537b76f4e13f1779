import { describe, expect, it } from '@jest/globals';
import { openPglite, type SqlClient } from '../../index.js';
import { trigramSimilarity, trigramsOf } from './trigrams.js';

describe('trigramSimilarity', () => {
  let db: SqlClient;

  it('when names are compared, then it answers what pg_trgm similarity() answers, as a real', async () => {
    db = await openPglite();
    try {
      await db.exec('create extension if not exists pg_trgm');
      const pairs: [string, string][] = [
        ['ada lovelace, charles babbage', 'lovelace'],
        ['on the shape of small things', 'shape'],
        ['émilie du châtelet', 'chatelet'],
        ['kovalevskaya', 'kovalevskya'],
        ['x', 'y'],
        ['', 'word'],
        ['new bounds for tilings model 12', 'tilings'],
        ['a-b c.d 42', '42'],
      ];
      for (const [a, b] of pairs) {
        const { rows } = await db.query<{ s: number }>('select similarity($1, $2) as s', [a, b]);
        expect({ a, b, s: trigramSimilarity(trigramsOf(a), trigramsOf(b)) }).toEqual({
          a,
          b,
          s: Math.fround(Number(rows[0]!.s)),
        });
      }
    } finally {
      await db.close();
    }
  });
});
