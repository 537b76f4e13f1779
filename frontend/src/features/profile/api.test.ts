import { describe, expect, it } from '@jest/globals';
import { blobToDataUrl } from './api';

describe('profile image data', () => {
  it('when an image is read, then it becomes a data URL that can sit in the store', async () => {
    expect(await blobToDataUrl(new Blob([new Uint8Array([104, 105])], { type: 'image/png' }))).toBe(
      'data:image/png;base64,aGk=',
    );
  });
});
