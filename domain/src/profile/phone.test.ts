import { describe, expect, it } from '@jest/globals';
import { formatPhone, normalizePhone } from './phone.js';

describe('phone', () => {
  it('when a stored number is shown, then it reads in the international format', () => {
    expect(formatPhone('+33298000000')).toBe('+33 2 98 00 00 00');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
  });

  it('when the stored text is not a number, then it is shown as it is', () => {
    expect(formatPhone('ask the office')).toBe('ask the office');
  });

  it('when a national number is typed with its country, then it is kept in E.164', () => {
    expect(normalizePhone('02 98 00 00 00', 'FR')).toBe('+33298000000');
  });
});
