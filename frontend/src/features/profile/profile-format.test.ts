import { describe, expect, it } from '@jest/globals';
import { formatMonth, formatMonths } from './profile-format';

describe('profile dates', () => {
  it('when a position has a start and an end, then both read as month names', () => {
    expect(formatMonths('2019-09', '2022-12')).toBe('Sept 2019 – Dec 2022');
  });

  it('when a position has no end, then it reads as current', () => {
    expect(formatMonths('2019-09', null)).toBe('Sept 2019 – present');
  });

  it('when a month is not written YYYY-MM, then it is shown as it is', () => {
    expect(formatMonth('2019')).toBe('2019');
  });
});
