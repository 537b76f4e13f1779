import { describe, expect, it } from '@jest/globals';
import { deviceInWords } from './device-in-words.js';

describe('deviceInWords', () => {
  it('when a common browser’s user agent is given, then it reads as browser on system', () => {
    expect(
      deviceInWords(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(deviceInWords('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox on Linux',
    );
    expect(
      deviceInWords(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      deviceInWords(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
  });

  it('when there is no user agent or an unknown one, then it says so in words', () => {
    expect(deviceInWords(null)).toBe('Unknown device');
    expect(deviceInWords('SomeBot/1.0')).toBe('Unknown device');
  });
});
