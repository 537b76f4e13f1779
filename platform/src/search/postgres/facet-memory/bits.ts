import { type Bits } from '../facet-column.js';

/** How many rows a bit set holds. */
export const popcount = (bits: Bits): number => {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
};

export const and = (a: Bits, b: Bits): Bits => {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & (b[i] ?? 0);
  return out;
};

export const orInto = (into: Bits, b: Bits): void => {
  for (let i = 0; i < into.length && i < b.length; i++) into[i]! |= b[i]!;
};

/** The rows a bit set holds, in row order. */
export const rowsIn = (bits: Bits): number[] => {
  const rows: number[] = [];
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const bit = 31 - Math.clz32(word & -word);
      word &= word - 1;
      rows.push((w << 5) | bit);
    }
  }
  return rows;
};

export const setBit = (bits: Bits, at: number): void => {
  bits[at >>> 5]! |= 1 << (at & 31);
};

export const clearBit = (bits: Bits, at: number): void => {
  bits[at >>> 5]! &= ~(1 << (at & 31));
};
