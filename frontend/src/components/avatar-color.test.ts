import { describe, expect, it } from '@jest/globals';
import { avatarColor, avatarColors, initialsOf } from './avatar-color';

describe('initials avatars', () => {
  it('when the palette is read, then it has 15 distinct colours', () => {
    expect(new Set(avatarColors).size).toBe(15);
  });

  it('when the same user id comes twice, then it gets the same colour', () => {
    expect(avatarColor('8f14e45f-ceea-467f-a8e8-8f8a5a8e1c5b')).toBe(
      avatarColor('8f14e45f-ceea-467f-a8e8-8f8a5a8e1c5b'),
    );
  });

  it('when many user ids are coloured, then every colour comes from the palette and most are used', () => {
    const used = new Set(Array.from({ length: 300 }, (_, i) => avatarColor(`user-${i}`)));
    for (const colour of used) expect(avatarColors).toContain(colour);
    expect(used.size).toBeGreaterThanOrEqual(14);
  });

  it('when a name is given, then the initials are the capital first letters', () => {
    expect(initialsOf('ada', 'Lovelace')).toBe('AL');
    expect(initialsOf('', null)).toBe('?');
  });
});
