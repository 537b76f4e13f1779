import { describe, expect, it } from '@jest/globals';
import { nextHeaderHidden } from './use-hide-on-scroll';

describe('header on scroll', () => {
  it('when scrolling down past the header, then it hides', () => {
    expect(nextHeaderHidden(100, 300, 64)).toBe(true);
  });

  it('when scrolling up, then it returns', () => {
    expect(nextHeaderHidden(300, 200, 64)).toBe(false);
  });

  it('when near the top or the move is a tremble, then it shows or stays', () => {
    expect(nextHeaderHidden(0, 40, 64)).toBe(false);
    expect(nextHeaderHidden(300, 302, 64)).toBeNull();
  });
});
