import { describe, expect, it } from '@jest/globals';
import { countOf } from './count-of.js';

describe('countOf', () => {
  it('when the count is one, then the noun is singular; otherwise plural', () => {
    expect(countOf(1, 'shipment')).toBe('1 shipment');
    expect(countOf(0, 'shipment')).toBe('0 shipments');
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
  });
});
