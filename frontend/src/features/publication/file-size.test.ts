import { describe, expect, it } from '@jest/globals';
import { fileSize } from './file-size';

describe('file sizes', () => {
  it('when a file is small, then its size reads in bytes, not as 0.00 MB', () => {
    expect(fileSize(593)).toBe('593 bytes');
    expect(fileSize(1)).toBe('1 byte');
  });

  it('when a file is larger, then its size reads in KB or MB', () => {
    expect(fileSize(12_800)).toBe('12.5 KB');
    expect(fileSize(2_464_153)).toBe('2.35 MB');
  });
});
