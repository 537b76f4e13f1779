import { describe, expect, it } from '@jest/globals';
import { firstInOrder } from './first-in-order.js';

const byNumber = (a: number, b: number) => a - b;

describe('firstInOrder', () => {
  it('takes the same first items a full sort gives, whatever the order they come in', () => {
    let seed = 11;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 1000;
    for (const n of [0, 1, 5, 79, 80, 81, 1000]) {
      const shuffled = Array.from({ length: n }, () => Math.floor(random()));
      for (const items of [shuffled, [...shuffled].sort(byNumber), [...shuffled].sort(byNumber).reverse()])
        for (const take of [0, 1, 20, 1000])
          expect(firstInOrder(items, take, byNumber)).toEqual([...items].sort(byNumber).slice(0, take));
    }
  });

  it('keeps equal items in the order they came, as a stable sort does', () => {
    const items = Array.from({ length: 200 }, (_, i) => ({ key: i % 3, at: i }));
    const first = firstInOrder(items, 10, (a, b) => a.key - b.key);
    expect(first.map((i) => i.at)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27]);
  });
});
